import type { RouteObject } from 'react-router';
import { canAccess } from '#shared/access.ts';
import type { AccessRule, AccessSubject } from '#shared/access.ts';
import { gatewayAccess, SPEC_GATEWAY } from '#shared/gateway-profile.ts';
import type { GatewayProfile } from '#shared/gateway-profile.ts';
import { isRouteHandle } from './route-handle.ts';
import type { NavMeta, NavSection } from './route-handle.ts';

/** The menu sections in the spec's order (section 2, "Side menu"); `top` is the public header's. */
export const SECTION_ORDER: readonly NavSection[] = ['top', 'overview', 'management', 'record', 'other', 'page'];

/** Site flags from `/api/status` that menu entries may require (`MjEnabled`…). */
export type SiteFlags = Readonly<Record<string, unknown>>;

export interface MenuItem extends NavMeta {
  path: string;
  /** An index route shares its parent's path: it never takes other entries as children. */
  index: boolean;
  /** The user's role allows the item (the route's access, or the item's own `roles`). */
  allowed: boolean;
  /** The site flag it requires is on (always true without `requires`). */
  enabled: boolean;
}

function joinPath(parentPath: string, route: RouteObject): string {
  if (route.index || !route.path) return parentPath;
  return route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
}

/**
 * Every route that has `handle.nav`, with its full path and whether this user, this site and
 * this gateway let it open, read from the route table (never a second list of paths).
 */
export function collectNavEntries(
  routes: RouteObject[],
  user: AccessSubject | null,
  flags: SiteFlags = {},
  gateway: GatewayProfile = SPEC_GATEWAY,
  parentPath = '/',
  inherited: AccessRule = 'public',
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const access = handle.access ?? inherited;
    const path = joinPath(parentPath, route);
    if (handle.nav) {
      const { roles, requires } = handle.nav;
      // The door must open at this gateway: its extension there, its role as the gateway asks it.
      const rule = gatewayAccess(roles === undefined ? access : { minRole: roles }, handle.gateway, gateway);
      const allowed = rule !== 'unsupported' && canAccess(user, rule);
      const enabled = requires === undefined || flags[requires] === true;
      items.push({ ...handle.nav, path, index: route.index === true, allowed, enabled });
    }
    if (route.children) items.push(...collectNavEntries(route.children, user, flags, gateway, path, access));
  }
  return items;
}

/** The menu items a user may see, ordered by section then order. */
export function buildMenu(
  routes: RouteObject[],
  user: AccessSubject | null,
  flags: SiteFlags = {},
  gateway: GatewayProfile = SPEC_GATEWAY,
): MenuItem[] {
  return collectNavEntries(routes, user, flags, gateway)
    .filter((item) => item.allowed && item.enabled)
    .sort((a, b) => SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) || a.order - b.order);
}

/** The path without trailing slashes (the root stays `/`). */
export function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `pathname` is the item's page, ignoring trailing slashes (spec section 2). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return trimSlashes(itemPath) === trimSlashes(pathname);
}
