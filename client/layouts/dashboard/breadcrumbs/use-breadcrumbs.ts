import { useMatches } from 'react-router';
import { routes } from '#client/routes.tsx';
import { buildBreadcrumbs } from '#client/routing/nav-breadcrumbs.ts';
import type { Crumb } from '#client/routing/nav-breadcrumbs.ts';

/** The dashboard layout's route id: the trail starts at its own page. */
export const DASHBOARD_ROUTE_ID = 'layouts/dashboard/dashboard-layout';

/** The trail from the dashboard root to the current page, from the route table's titles. */
export function useBreadcrumbs(rootId: string = DASHBOARD_ROUTE_ID): Crumb[] {
  return buildBreadcrumbs(routes, useMatches(), rootId);
}
