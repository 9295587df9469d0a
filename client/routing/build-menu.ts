import type { RouteObject } from 'react-router';
import { canAccess } from '../../shared/access.ts';
import type { AccessRule, AccessSubject } from '../../shared/access.ts';
import { isRouteHandle } from './route-handle.ts';
import type { NavMeta } from './route-handle.ts';

/** The side menu's sections in the spec's order (section 2, "Side menu"). */
export const SECTION_ORDER: readonly NavMeta['section'][] = ['top', 'overview', 'management', 'record', 'other', 'page'];

export interface MenuItem extends NavMeta {
  path: string;
}

/**
 * The menu items a user may see, read from the route table's `handle.nav` (never a second
 * list of paths), ordered by section then order.
 */
export function buildMenu(routes: RouteObject[], user: AccessSubject | null, parentPath = '/', inherited: AccessRule = 'public'): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const access = handle.access ?? inherited;
    const path = route.index || !route.path ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    if (handle.nav && canAccess(user, access)) items.push({ ...handle.nav, path });
    if (route.children) items.push(...buildMenu(route.children, user, path, access));
  }
  return items.sort((a, b) => SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) || a.order - b.order);
}

/** True when `pathname` is the item's page, ignoring trailing slashes (spec section 2). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(itemPath) === strip(pathname);
}
