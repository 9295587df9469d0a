import type { RouteObject } from 'react-router';
import type { AccessSubject } from '#shared/access.ts';
import { SPEC_GATEWAY } from '#shared/gateway-profile.ts';
import type { GatewayProfile } from '#shared/gateway-profile.ts';
import { collectNavEntries, SECTION_ORDER, trimSlashes } from './build-menu.ts';
import type { MenuItem, SiteFlags } from './build-menu.ts';
import type { NavSection } from './route-handle.ts';

/** One side-menu item, ready to render: keys and paths only, no text. */
export interface NavItem {
  path: string;
  labelKey: string;
  icon?: string;
  caption?: string;
  info?: string | number;
  disabled: boolean;
  /** A link out of the console (the docs): opened in a new tab. */
  external: boolean;
  children: NavItem[];
}

export interface NavGroup {
  id: NavSection;
  /** The translated subheader. */
  labelKey: string;
  items: NavItem[];
}

export interface NavInput {
  user: AccessSubject | null;
  flags?: SiteFlags;
  /** The docs link of the public config (DOCS_URL) for the Page section; '' for none. */
  docsUrl?: string;
  /** What the gateway supports and its role rules (the public config's `gateway`). */
  gateway?: GatewayProfile;
}

/** The docs entry of the Page section (spec section 2): not a route of the table, a configured link. */
export const DOCS_LABEL_KEY = 'menu:docs';

interface Node {
  entry: MenuItem;
  children: Node[];
}

/** The entry whose path is the longest proper prefix of `entry`'s, among those that may have children. */
function parentOf(entry: MenuItem, entries: MenuItem[]): MenuItem | undefined {
  const path = trimSlashes(entry.path);
  let best: MenuItem | undefined;
  for (const candidate of entries) {
    if (candidate === entry || candidate.index || candidate.section === 'top') continue;
    const prefix = `${trimSlashes(candidate.path)}/`;
    if (path.startsWith(prefix) && (!best || candidate.path.length > best.path.length)) best = candidate;
  }
  return best;
}

/**
 * A node survives when its site flag is on and the user may see it, or when it is a group the
 * user may not open itself but some of its children are theirs (spec section 6: menu visibility
 * differs from some route guards).
 */
function toItem(node: Node): NavItem | null {
  if (!node.entry.enabled) return null;
  const children = node.children.sort((a, b) => a.entry.order - b.entry.order).flatMap((child) => toItem(child) ?? []);
  if (!node.entry.allowed && children.length === 0) return null;
  const { path, labelKey, icon, caption, info, disabled } = node.entry;
  return {
    path,
    labelKey,
    ...(icon === undefined ? {} : { icon }),
    ...(caption === undefined ? {} : { caption }),
    ...(info === undefined ? {} : { info }),
    disabled: disabled === true,
    external: false,
    children,
  };
}

/**
 * The side menu: the spec's sections in order, each with its items and their children, built
 * from the route table's `handle.nav` for this user and this site, plus the configured docs
 * link in the Page section. Empty sections are left out.
 */
export function buildNavGroups(routes: RouteObject[], { user, flags = {}, docsUrl = '', gateway = SPEC_GATEWAY }: NavInput): NavGroup[] {
  const entries = collectNavEntries(routes, user, flags, gateway).filter((entry) => entry.section !== 'top');
  const nodes = new Map(entries.map((entry) => [entry, { entry, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const entry of entries) {
    const node = nodes.get(entry);
    if (!node) continue;
    const parent = parentOf(entry, entries);
    const parentNode = parent ? nodes.get(parent) : undefined;
    if (parentNode) parentNode.children.push(node);
    else roots.push(node);
  }
  const groups: NavGroup[] = [];
  for (const id of SECTION_ORDER) {
    if (id === 'top') continue;
    const items = roots
      .filter((node) => node.entry.section === id)
      .sort((a, b) => a.entry.order - b.entry.order)
      .flatMap((node) => toItem(node) ?? []);
    if (id === 'page' && docsUrl)
      items.push({ path: docsUrl, labelKey: DOCS_LABEL_KEY, icon: 'docs', disabled: false, external: true, children: [] });
    if (items.length > 0) groups.push({ id, labelKey: `menu:sections.${id}`, items });
  }
  return groups;
}

/** Every item of the tree, depth first (tests and the mobile menu's lookups). */
export function flattenNav(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flattenNav(item.children)]);
}
