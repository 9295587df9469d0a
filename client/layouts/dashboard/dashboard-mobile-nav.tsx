import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavColor } from '../../../shared/config/app-settings.ts';
import { HEADER_ICON_SX } from '../../components/header-icon/header-icon-sx.ts';
import { Logo } from '../../components/logo/logo.tsx';
import { navColorVars } from '../../components/nav/nav-colors.ts';
import { MenuIcon } from '../../components/nav/nav-icons.tsx';
import { NavVertical } from '../../components/nav/nav-vertical.tsx';
import type { NavGroup } from '../../routing/nav-tree.ts';
import type { SiteInfo } from '../../site/site-info.ts';
import { LAYOUT } from '../../theme/layout.ts';

/**
 * Below `lg`: the header's menu button opens the vertical menu in a 320 px drawer (the main
 * layout's pattern), which closes on navigation.
 */
export function DashboardMobileNav({ groups, navColor, site }: { groups: NavGroup[]; navColor: NavColor; site: SiteInfo }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Open only while still on the page where it was opened: any navigation closes it.
  const open = openAt === pathname;
  return (
    <>
      <Box sx={{ display: { xs: 'flex', lg: 'none' }, ml: -1 }}>
        <IconButton onClick={() => setOpenAt(pathname)} aria-label={t('dashboard:shell.nav.open')} data-testid="dashboard-menu-button" sx={HEADER_ICON_SX}>
          <MenuIcon />
        </IconButton>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpenAt(null)}
        slotProps={{ paper: { sx: { ...navColorVars(navColor), width: LAYOUT.mobileNavWidth, backgroundImage: 'none' }, 'data-testid': 'dashboard-mobile-nav' } as object }}
      >
        <Box sx={{ px: 2.5, pt: 2.5, pb: 1, '& a span': { color: 'var(--nav-text)' } }}>
          <Logo name={site.systemName || t('common:app.name')} src={site.logo || undefined} srcDark={site.logoDark || undefined} href={site.homeUrl} />
        </Box>
        <Box component="nav" aria-label={t('dashboard:shell.nav.label')} sx={{ pb: 2 }}>
          <NavVertical groups={groups} />
        </Box>
      </Drawer>
    </>
  );
}
