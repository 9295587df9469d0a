import type { RouteObject } from 'react-router';
import { trimSlashes } from './build-menu.ts';
import { isRouteHandle } from './route-handle.ts';

/** The parts of a `useMatches()` entry the breadcrumbs read. */
export interface MatchLike {
  id: string;
  pathname: string;
  handle: unknown;
}

export interface Crumb {
  path: string;
  titleKey: string;
}

/** The `titleKey` of the route's index child in the table: the title of a layout's own path. */
export function indexTitleKey(routes: RouteObject[], id: string): string | undefined {
  for (const route of routes) {
    if (route.id === id) {
      const index = route.children?.find((child) => child.index);
      return index && isRouteHandle(index.handle) ? index.handle.titleKey : undefined;
    }
    const found = route.children ? indexTitleKey(route.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Every titled page path of the table (an index route names its parent's path). */
export function titledPaths(routes: RouteObject[], parentPath = '/'): Map<string, string> {
  const titles = new Map<string, string>();
  for (const route of routes) {
    const path =
      route.index || !route.path ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const titleKey = isRouteHandle(route.handle) ? route.handle.titleKey : undefined;
    if (titleKey && !titles.has(trimSlashes(path))) titles.set(trimSlashes(path), titleKey);
    if (route.children)
      for (const [childPath, childTitle] of titledPaths(route.children, path))
        if (!titles.has(childPath)) titles.set(childPath, childTitle);
  }
  return titles;
}

/**
 * The trail from the layout `rootId` (the dashboard) down to the current page, from the route
 * table's titles: one crumb per path, the deepest title winning, the layout's own crumb titled
 * by its index route.
 */
export function buildBreadcrumbs(routes: RouteObject[], matches: readonly MatchLike[], rootId: string): Crumb[] {
  const start = matches.findIndex((match) => match.id === rootId);
  if (start < 0) return [];
  const crumbs: Crumb[] = [];
  for (const match of matches.slice(start)) {
    const own = isRouteHandle(match.handle) ? match.handle.titleKey : undefined;
    const titleKey = own ?? (match.id === rootId ? indexTitleKey(routes, rootId) : undefined);
    if (!titleKey) continue;
    const path = trimSlashes(match.pathname);
    const last = crumbs.at(-1);
    if (last?.path === path) last.titleKey = titleKey;
    else crumbs.push({ path, titleKey });
  }
  return withIntermediatePages(routes, crumbs);
}

/**
 * A page declared beside its parent (`operation/pricing` next to `operation`) does not match the
 * parent's route: the titled pages of the table at the paths in between fill the gap.
 */
function withIntermediatePages(routes: RouteObject[], crumbs: Crumb[]): Crumb[] {
  const first = crumbs[0];
  if (crumbs.length === 0 || !first) return crumbs;
  const titles = titledPaths(routes);
  const result: Crumb[] = [first];
  for (const crumb of crumbs.slice(1)) {
    const before = result.at(-1)?.path ?? first.path;
    if (!crumb.path.startsWith(`${before.replace(/\/$/, '')}/`)) {
      result.push(crumb);
      continue;
    }
    const segments = crumb.path.slice(before.length).split('/').filter(Boolean);
    let path = before;
    for (const segment of segments.slice(0, -1)) {
      path = `${path.replace(/\/$/, '')}/${segment}`;
      const titleKey = titles.get(path);
      if (titleKey) result.push({ path, titleKey });
    }
    result.push(crumb);
  }
  return result;
}
