import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavColor } from '#shared/config/app-settings.ts';
import { HeaderIcon, HeaderIconButton } from '#client/components/header-icon/header-icon-button.tsx';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { MENU_ICON_PATH } from '#client/components/nav/nav-icons.tsx';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

const DashboardMobileDrawer = lazyNamed(() => import('./dashboard-mobile-drawer.tsx'), 'DashboardMobileDrawer');

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
        <HeaderIconButton
          onClick={() => setOpenAt(pathname)}
          aria-label={t('dashboard:shell.nav.open')}
          data-testid="dashboard-menu-button"
        >
          <HeaderIcon path={MENU_ICON_PATH} />
        </HeaderIconButton>
      </Box>
      <WhenOpened open={open}>
        <DashboardMobileDrawer groups={groups} navColor={navColor} site={site} open={open} onClose={() => setOpenAt(null)} />
      </WhenOpened>
    </>
  );
}
