import type { AccessRule } from '../../shared/access.ts';
import type { Namespace } from '../../shared/i18n/settings.ts';

/** Where a route appears in the menus; labels are translation keys, never text. */
export interface NavMeta {
  section: 'overview' | 'management' | 'record' | 'other' | 'page' | 'top';
  order: number;
  labelKey: string;
  icon?: string;
}

/**
 * What a route entry says about itself. The server (page routes, access hook, page cache),
 * the browser (guards, titles) and the menus all read this and nothing else.
 */
export interface RouteHandle {
  /** Who may see the route; inherited by children that do not set their own. */
  access?: AccessRule;
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
