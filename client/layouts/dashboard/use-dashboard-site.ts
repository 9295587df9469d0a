import { useOutletContext } from 'react-router';
import type { SiteInfo } from '#client/site/site-info.ts';

/**
 * The site info (name, money settings, the gateway's switches) the dashboard layout hands its
 * pages: one typed hook instead of each page reading the outlet context as its own type.
 */
export function useDashboardSite(): SiteInfo {
  return useOutletContext<SiteInfo>();
}
