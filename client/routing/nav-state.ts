import { isActivePath } from './build-menu.ts';
import type { NavItem } from './nav-tree.ts';

/** How an item is drawn; the spec's priority is active over open over disabled. */
export type NavItemState = 'active' | 'open' | 'disabled' | 'idle';

/** True when the current page is one of the item's descendants. */
export function hasActiveChild(item: NavItem, pathname: string): boolean {
  return item.children.some((child) => isActivePath(child.path, pathname) || hasActiveChild(child, pathname));
}

/**
 * Whether an item's children show: the user's choice on this page, else open exactly when it
 * holds the current page.
 */
export function isNavItemOpen(item: NavItem, pathname: string, choice?: boolean): boolean {
  if (item.children.length === 0) return false;
  return choice ?? (isActivePath(item.path, pathname) || hasActiveChild(item, pathname));
}

/**
 * The item's state: active when it is the current page, open when its children show, disabled
 * otherwise when so marked.
 */
export function navItemState(item: NavItem, pathname: string, choice?: boolean): NavItemState {
  if (!item.external && isActivePath(item.path, pathname)) return 'active';
  if (isNavItemOpen(item, pathname, choice)) return 'open';
  if (item.disabled) return 'disabled';
  return 'idle';
}
