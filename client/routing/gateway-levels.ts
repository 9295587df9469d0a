import type { RouteObject } from 'react-router';
import type { AccessRule } from '#shared/access.ts';
import { gatewayAccess } from '#shared/gateway-profile.ts';
import type { GatewayProfile } from '#shared/gateway-profile.ts';
import { isRouteHandle } from './route-handle.ts';

/** A menu page whose role the gateway raises above the spec's. */
export interface RaisedLevel {
  labelKey: string;
  specRole: number;
  gatewayRole: number;
}

/**
 * The menu pages this gateway keeps to a higher role than the spec gives them (an unmodified
 * one-hub: analytics, orders and redemption codes to admins, Telegram and the settings to root),
 * read from the route table's `gateway` needs. The Settings page tells root once; the menu and
 * the guards already follow the gateway.
 */
export function gatewayRaisedLevels(routes: RouteObject[], profile: GatewayProfile, inherited: AccessRule = 'public'): RaisedLevel[] {
  return routes.flatMap((route) => {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const access = handle.access ?? inherited;
    const own: RaisedLevel[] = [];
    const raised = gatewayAccess(access, handle.gateway, profile);
    if (handle.nav && typeof access === 'object' && typeof raised === 'object' && raised.minRole > access.minRole)
      own.push({ labelKey: handle.nav.labelKey, specRole: access.minRole, gatewayRole: raised.minRole });
    return [...own, ...gatewayRaisedLevels(route.children ?? [], profile, access)];
  });
}
