import Box from '@mui/material/Box';
import { Outlet, useOutletContext } from 'react-router';
import { DefaultPageHeader } from '#client/layouts/dashboard/breadcrumbs/page-header.tsx';
import { useSettings } from '#client/settings/settings-context.ts';
import { useSiteInfo } from '#client/site/use-site-info.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { mainSx, SHELL_SX } from './dashboard-main-styles.ts';
import { DashboardSideNav } from './dashboard-side-nav.tsx';
import { useNavGroups } from './use-nav-groups.ts';
import { MAIN_CONTENT_PROPS, MAIN_CONTENT_SX } from '#client/components/skip-link/skip-link.tsx';

/** The boundary of every dashboard page (routes.tsx `dashboardPage`), drawn inside this shell. */
export { DashboardErrorBoundary as PageErrorBoundary } from './dashboard-error-boundary.tsx';

/**
 * The signed-in shell (spec section 2): the side menu from the route table in the chosen nav
 * layout (vertical 250 px, mini 88 px, or a 64 px bar under the header; a drawer below `lg`),
 * the header, and the main area with the page's breadcrumbs and title. Pages get the site's
 * money settings as Outlet context, read by `useDashboardSite()`.
 */
export function Component() {
  const site = useSiteInfo();
  const groups = useNavGroups();
  const { settings } = useSettings();
  const layout = settings.navLayout;
  return (
    <Box sx={SHELL_SX} data-nav-layout={layout} data-testid="dashboard-shell">
      {layout === 'horizontal' ? null : <DashboardSideNav groups={groups} layout={layout} navColor={settings.navColor} site={site} />}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DashboardHeader groups={groups} layout={layout} navColor={settings.navColor} site={site} />
        <Box component="main" {...MAIN_CONTENT_PROPS} sx={[mainSx(settings.compactLayout), MAIN_CONTENT_SX]}>
          <DefaultPageHeader />
          <Outlet context={site} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The site info (name, money settings, the gateway's switches) the dashboard layout hands its
 * pages: one typed hook instead of each page reading the outlet context as its own type.
 */
export function useDashboardSite(): SiteInfo {
  return useOutletContext<SiteInfo>();
}
