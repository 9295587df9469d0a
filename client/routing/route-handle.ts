import type { AccessRule } from '#shared/access.ts';
import type { GatewayNeeds } from '#shared/gateway-profile.ts';
import type { Namespace } from '#shared/i18n/settings.ts';

/** The menu sections; the side menu shows them in the spec's order (section 2, "Side menu"). */
export type NavSection = 'overview' | 'management' | 'record' | 'other' | 'page' | 'top';

/**
 * Where a route appears in the menus; labels are translation keys, never text. An entry whose
 * path lies under another entry's path (`operation/group` under `operation`) becomes that
 * entry's child in the side menu, so a later page plugs in with one table entry; a child's
 * `section` is its parent's.
 */
export interface NavMeta {
  section: NavSection;
  order: number;
  labelKey: string;
  /** A name of the icon registry (client/components/nav/nav-icons.tsx). */
  icon?: string;
  /** Translation key of a second line under the title. */
  caption?: string;
  /** A badge: a translation key, or a count. */
  info?: string | number;
  /** Shown, but greyed out and not clickable. */
  disabled?: boolean;
  /** A site flag of `/api/status` (e.g. `MjEnabled`) that must be true for the item to show. */
  requires?: string;
  /**
   * The minimum role that sees the item, when the menu differs from the route's guard (spec
   * section 6); without it the route's `access` decides.
   */
  roles?: number;
}

/**
 * What a route entry says about itself. The server (page routes, access hook, page cache),
 * the browser (guards, titles) and the menus all read this and nothing else.
 */
export interface RouteHandle {
  /** Who may see the route; inherited by children that do not set their own. */
  access?: AccessRule;
  /**
   * What the page needs of the gateway: an extension, or the role an unmodified one-hub asks
   * for. The menu, the guard and the pages read it with the gateway's profile (gatewayAccess).
   */
  gateway?: GatewayNeeds;
  titleKey?: string;
  /** Locale namespaces the route needs besides the base ones. */
  namespaces?: readonly Namespace[];
  nav?: NavMeta;
  /** False for pages whose guest HTML must not be shared between visitors. */
  cacheable?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
