import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { ColorSchemeToggle } from '#client/components/color-scheme-toggle/color-scheme-toggle.tsx';
import { SettingsButton } from '#client/components/settings-button/settings-button.tsx';
import { LanguageSwitcher } from '#client/components/language-switcher/language-switcher.tsx';
import { Logo } from '#client/components/logo/logo.tsx';
import { SiteNotice } from '#client/components/notice/site-notice.tsx';
import { UserMenu } from '#client/components/user-menu/user-menu.tsx';
import { routes } from '#client/routes.tsx';
import { isActivePath } from '#client/routing/build-menu.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { useSiteInfo } from '#client/site/use-site-info.ts';
import { MainFooter } from './main-footer.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { buildTopMenu } from './top-menu.ts';
import { LAYOUT } from '#client/theme/layout.ts';
import { MAIN_CONTENT_PROPS, MAIN_CONTENT_SX } from '#client/components/skip-link/skip-link.tsx';
import { HEADER_ICON_RULES } from '#client/components/header-icon/header-icon-sx.ts';

/**
 * The public layout (spec section 2): a header (64 px on mobile, 72 px on desktop) that lifts
 * and blurs once the page scrolls, with logo, top menu, colour and language switches and
 * sign-in or the user menu; the footer below.
 */
export function Component() {
  const { t } = useTranslation(['navbar', 'common']);
  const site = useSiteInfo();
  const config = usePublicConfig();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  const name = site.systemName || t('common:app.name');
  const menu = buildTopMenu(routes, config);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={scrolled ? 4 : 0}
        data-scrolled={scrolled ? 'true' : 'false'}
        sx={{
          bgcolor: scrolled ? 'rgba(var(--app-palette-background-defaultChannel) / 0.8)' : 'background.default',
          backdropFilter: scrolled ? 'blur(8px)' : 'none',
          borderBottom: scrolled ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        {/* Narrower gaps on a phone: with the notice bell there (a notice exists) the full gaps
            pushed the sign-in button 7 px past a 375 px screen. */}
        <Toolbar sx={{ height: { xs: LAYOUT.header.mobile, md: LAYOUT.header.desktop }, gap: { xs: 0.5, sm: 1 }, ...HEADER_ICON_RULES }}>
          <MobileNav items={menu} />
          <Logo name={name} src={site.logo || undefined} srcDark={site.logoDark || undefined} href={site.homeUrl} nameHiddenOnPhone />
          <Stack
            component="nav"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', md: 'flex' }, ml: 3 }}
            aria-label={t('navbar:menu.label')}
          >
            {menu.map((item) =>
              item.external ? (
                <Button key={item.to} href={item.to} target="_blank" rel="noopener noreferrer" color="inherit">
                  {t(item.labelKey)}
                </Button>
              ) : (
                <Button key={item.to} component={Link} to={item.to} color={isActivePath(item.to, pathname) ? 'primary' : 'inherit'}>
                  {t(item.labelKey)}
                </Button>
              ),
            )}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <SiteNotice />
          <ColorSchemeToggle />
          <SettingsButton />
          {user ? (
            <UserMenu money={site} />
          ) : (
            // The spec's sign-in button opens the post-sign-in path; a guest is sent on to sign in from there.
            <Button variant="contained" component={Link} to={config.defaultPath} sx={{ ml: { xs: 0, sm: 1 } }}>
              {t('navbar:signIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" {...MAIN_CONTENT_PROPS} sx={{ flexGrow: 1, ...MAIN_CONTENT_SX }}>
        <Outlet />
      </Box>
      <MainFooter site={site} year={new Date().getFullYear()} />
    </Box>
  );
}
