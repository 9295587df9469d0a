import { Suspense } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { NavColor, NavLayout } from '#shared/config/app-settings.ts';
import { Logo } from '#client/components/logo/logo.tsx';
import { navColorVars } from '#client/components/nav/nav-colors.ts';
import { CollapseIcon } from '#client/components/nav/nav-icons.tsx';
import { NavMini } from '#client/components/nav/lazy-navs.ts';
import { NavVertical } from '#client/components/nav/nav-vertical.tsx';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import { useSettings } from '#client/settings/settings-context.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { LAYOUT } from '#client/theme/layout.ts';

interface DashboardSideNavProps {
  groups: NavGroup[];
  layout: Exclude<NavLayout, 'horizontal'>;
  navColor: NavColor;
  site: SiteInfo;
}

/**
 * The side nav from `lg` up: vertical (250 px, scrollable) or mini (88 px). The round button on
 * its edge collapses it to mini and expands it back, through the nav layout setting.
 */
export function DashboardSideNav({ groups, layout, navColor, site }: DashboardSideNavProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { update } = useSettings();
  const mini = layout === 'mini';
  const name = site.systemName || t('common:app.name');
  return (
    <Box
      component="nav"
      aria-label={t('dashboard:shell.nav.label')}
      data-testid="dashboard-nav"
      sx={{
        ...navColorVars(navColor),
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        position: 'sticky',
        top: 0,
        height: '100vh',
        flexShrink: 0,
        width: mini ? LAYOUT.navWidth.mini : LAYOUT.navWidth.vertical,
        borderRight: 1,
        borderColor: 'var(--nav-border)',
        zIndex: 'appBar',
        transition: 'width 200ms',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: mini ? 'center' : 'flex-start',
          px: mini ? 0 : 2.5,
          pt: 2.5,
          pb: 1,
          '& a > span:last-of-type': mini ? { display: 'none' } : {},
          // A wide logo (up to 130 px) narrowed into the 88 px mini nav, its ratio kept.
          '& img[data-logo-shape="wide"]': mini ? { maxWidth: 64 } : {},
          '& a span': { color: 'var(--nav-text)' },
        }}
      >
        <Logo name={name} src={site.logo || undefined} srcDark={site.logoDark || undefined} href={site.homeUrl} />
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2, scrollbarWidth: 'thin' }}>
        {mini ? (
          <Suspense fallback={null}>
            <NavMini groups={groups} />
          </Suspense>
        ) : (
          <NavVertical groups={groups} />
        )}
      </Box>
      <IconButton
        size="small"
        onClick={() => update('navLayout', mini ? 'vertical' : 'mini')}
        aria-label={mini ? t('dashboard:shell.nav.expand') : t('dashboard:shell.nav.collapse')}
        title={mini ? t('dashboard:shell.nav.expand') : t('dashboard:shell.nav.collapse')}
        data-testid="nav-collapse"
        sx={{
          position: 'absolute',
          top: 28,
          right: -13,
          width: 26,
          height: 26,
          p: 0,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.secondary',
          '&:hover': { bgcolor: 'background.paper', color: 'text.primary' },
        }}
      >
        <CollapseIcon collapsed={mini} />
      </IconButton>
    </Box>
  );
}
