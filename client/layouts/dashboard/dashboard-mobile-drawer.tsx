import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import type { NavColor } from '#shared/config/app-settings.ts';
import { Logo } from '#client/components/logo/logo.tsx';
import { navColorVars } from '#client/components/nav/nav-colors.ts';
import { NavVertical } from '#client/components/nav/nav-vertical.tsx';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { LAYOUT } from '#client/theme/layout.ts';

interface DashboardMobileDrawerProps {
  groups: NavGroup[];
  navColor: NavColor;
  site: SiteInfo;
  open: boolean;
  onClose: () => void;
}

/** The vertical menu in a 320 px drawer, a lazy module: loaded when the menu button is first pressed. */
export function DashboardMobileDrawer({ groups, navColor, site, open, onClose }: DashboardMobileDrawerProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { ...navColorVars(navColor), width: LAYOUT.mobileNavWidth, backgroundImage: 'none' },
          'data-testid': 'dashboard-mobile-nav',
        } as object,
      }}
    >
      <Box sx={{ px: 2.5, pt: 2.5, pb: 1, '& a span': { color: 'var(--nav-text)' } }}>
        <Logo
          name={site.systemName || t('common:app.name')}
          src={site.logo || undefined}
          srcDark={site.logoDark || undefined}
          href={site.homeUrl}
        />
      </Box>
      <Box component="nav" aria-label={t('dashboard:shell.nav.label')} sx={{ pb: 2 }}>
        <NavVertical groups={groups} />
      </Box>
    </Drawer>
  );
}
