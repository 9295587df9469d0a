import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import type { NavColor, NavLayout } from '#shared/config/app-settings.ts';
import { ColorSchemeToggle } from '#client/components/color-scheme-toggle/color-scheme-toggle.tsx';
import { LanguageSwitcher } from '#client/components/language-switcher/language-switcher.tsx';
import { Logo } from '#client/components/logo/logo.tsx';
import { navColorVars } from '#client/components/nav/nav-colors.ts';
import { NavHorizontal } from '#client/components/nav/lazy-navs.ts';
import { SiteNotice } from '#client/components/notice/site-notice.tsx';
import { UserMenu } from '#client/components/user-menu/user-menu.tsx';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { SettingsButton } from '#client/components/settings-button/settings-button.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { LAYOUT } from '#client/theme/layout.ts';
import { DashboardMobileNav } from './dashboard-mobile-nav.tsx';
import { HEADER_ICON_RULES } from '#client/components/header-icon/header-icon-sx.ts';

interface DashboardHeaderProps {
  groups: NavGroup[];
  layout: NavLayout;
  navColor: NavColor;
  site: SiteInfo;
}

/**
 * The dashboard header (64 px on phones, 72 px from `md`), lifted and blurred once the page
 * scrolls: the menu button below `lg`, the logo where no side nav shows it, the user's name, the
 * notice bell, language, colour scheme, settings and the user menu. In the horizontal layout the
 * 64 px menu bar sits under it from `lg` up.
 */
export function DashboardHeader({ groups, layout, navColor, site }: DashboardHeaderProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const user = useSessionUser();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  const horizontal = layout === 'horizontal';
  const name = site.systemName || t('common:app.name');
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        bgcolor: scrolled ? 'rgba(var(--app-palette-background-defaultChannel) / 0.8)' : 'background.default',
        backdropFilter: scrolled ? `blur(${LAYOUT.header.blurPx}px)` : 'none',
        boxShadow: scrolled ? 4 : 'none',
      }}
    >
      <Toolbar
        sx={{ height: { xs: LAYOUT.header.mobile, md: LAYOUT.header.desktop }, gap: 1, px: { xs: 2, sm: 3, lg: 5 }, ...HEADER_ICON_RULES }}
      >
        <DashboardMobileNav groups={groups} navColor={navColor} site={site} />
        {/* On phones the mark alone: the name would push the header's buttons off the screen. It stays
            the link's name for screen readers (display: none would leave the link without one). */}
        <Box sx={{ display: horizontal ? 'block' : { xs: 'block', lg: 'none' } }}>
          <Logo name={name} src={site.logo || undefined} srcDark={site.logoDark || undefined} href={site.homeUrl} nameHiddenOnPhone />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography sx={{ mr: 1, color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} data-testid="user-name">
          {user?.display_name || user?.username}
        </Typography>
        <SiteNotice />
        <LanguageSwitcher />
        {/* Phones switch the scheme in the settings drawer: six buttons do not fit in 375 px. */}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ColorSchemeToggle />
        </Box>
        <SettingsButton />
        <UserMenu money={site} />
      </Toolbar>
      {horizontal ? (
        <Box
          component="nav"
          aria-label={t('dashboard:shell.nav.label')}
          data-testid="dashboard-horizontal-nav"
          sx={{
            ...navColorVars(navColor),
            display: { xs: 'none', lg: 'flex' },
            alignItems: 'center',
            height: LAYOUT.horizontalNavHeight,
            px: 5,
            borderTop: 1,
            borderBottom: 1,
            borderColor: 'var(--nav-border)',
            overflowX: 'auto',
            scrollbarWidth: 'thin',
          }}
        >
          <Suspense fallback={null}>
            <NavHorizontal groups={groups} />
          </Suspense>
        </Box>
      ) : null}
    </AppBar>
  );
}
