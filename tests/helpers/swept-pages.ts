import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canAccess, ROLE } from '#shared/access.ts';
import type { AccessRule } from '#shared/access.ts';
import type { GatewayNeeds } from '#shared/gateway-profile.ts';
import { seedChannels } from '#mock-gateway/store/channel/channel.ts';
import { seedGroups, seedUsers } from '#mock-gateway/store/seed.ts';
import { seedRedemptions } from '#mock-gateway/store/billing/billing.ts';
import { seedTokens } from '#mock-gateway/store/key/key.ts';
import { monthAt } from '#mock-gateway/store/invoice.ts';
import type { SsrModule } from '#server/render/ssr-runtime.ts';
import { DIST_DIR } from '#server/render/ssr-runtime.ts';

/**
 * The pages the e2e sweeps (hydration, axe, narrow screens) visit, derived from the route table
 * the server registers (`pageRoutes` of the built SSR entry, i.e. `listPageRoutes(routes)`): a
 * page added to `client/routes.tsx` is swept the day it is added, with no list to edit here.
 */

/** Who visits: a guest and the seeded accounts of the double (password 123456). */
export type SweepRole = 'guest' | 'common' | 'admin' | 'root';

/** The seeded account of each signed-in role, and the role number the access rules compare. */
export const SWEEP_ACCOUNTS = {
  common: { username: 'demo', role: ROLE.common },
  admin: { username: 'admin', role: ROLE.admin },
  root: { username: 'root', role: ROLE.root },
} as const;

/** One page to visit: the concrete path, the route it comes from and the status it answers. */
export interface SweptPage {
  /** The route table's path (`/dashboard/user/:userId`). */
  route: string;
  /** A path to open, dynamic segments filled from the double's seed (`/dashboard/user/4`). */
  path: string;
  access: AccessRule;
  /** Status routes (`/404`, `/error/500`) answer their own status; every other page 200. */
  status: number;
  /** A guest may be served it from the page cache. */
  cacheable: boolean;
  /** It has an entry in the side menu. */
  menuEntry: boolean;
  /** What it needs of the gateway (an extension, upstream's higher role). */
  gateway?: GatewayNeeds;
}

/**
 * A sample value for each dynamic segment name the route table may use, taken from the double's
 * seed so the page has something to show. A new page with a new parameter name fails the sweep
 * (see `fillParams`) until its sample is added here: one line per parameter name, not per page.
 */
const SAMPLE_PARAMS: Record<string, () => string | number> = {
  userId: () => first(seedUsers(0).filter((user) => user.username === SWEEP_ACCOUNTS.common.username)).id,
  channelId: () => first(seedChannels()).id,
  tokenId: () => first(seedTokens(0)).id,
  groupId: () => first(seedGroups()).id,
  redemptionId: () => first(seedRedemptions(0)).id,
  // A monthly bill: the month before this one, which the double seeds from its logs.
  date: () => monthAt(monthAt(Date.now() / 1000).from - 1).date,
};

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('the double seeds nothing of this kind');
  return item;
}

/** `/dashboard/user/:userId` → `/dashboard/user/4`; optional segments (`:tab?`) are left out. */
export function fillParams(route: string): string {
  const filled = route
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') throw new Error(`the route table has a splat route (${route}): give the sweeps a sample for it`);
      if (!segment.startsWith(':')) return [segment];
      if (segment.endsWith('?')) return [];
      const sample = SAMPLE_PARAMS[segment.slice(1)];
      if (!sample)
        throw new Error(`no sample value for "${segment}" of ${route}: add one to SAMPLE_PARAMS in tests/helpers/swept-pages.ts`);
      return [encodeURIComponent(String(sample()))];
    })
    .join('/');
  return filled === '' ? '/' : filled;
}

/** The status a page of the table answers: the status routes (`/403`, `/error/404`) their own. */
function expectedStatus(route: string): number {
  const status = /(?:^|\/)([45]\d\d)$/.exec(route)?.[1];
  return status ? Number(status) : 200;
}

let cached: SweptPage[] | undefined;

/** Every page of the route table (the built one: e2e tests run against the build). */
export async function listSweptPages(): Promise<SweptPage[]> {
  if (cached) return cached;
  const entry = join(DIST_DIR, 'server', 'entry-server.js');
  if (!existsSync(entry)) throw new Error('The sweeps read the route table from the build: run "npm run build" first (npm test does).');
  const { pageRoutes } = (await import(pathToFileURL(entry).href)) as Pick<SsrModule, 'pageRoutes'>;
  cached = pageRoutes.map((page) => ({
    route: page.path,
    path: fillParams(page.path),
    access: page.access,
    status: expectedStatus(page.path),
    cacheable: page.cacheable,
    menuEntry: page.menuEntry,
    ...(page.gateway ? { gateway: page.gateway } : {}),
  }));
  return cached;
}

function subjectOf(role: SweepRole) {
  return role === 'guest' ? null : { role: SWEEP_ACCOUNTS[role].role };
}

/**
 * The pages `role` can reach. `root` is only a fallback: it gets the pages neither a guest, a
 * common user nor an admin can reach (none today), so every page is swept by someone.
 */
export function pagesFor(pages: SweptPage[], role: SweepRole): SweptPage[] {
  if (role !== 'root') return pages.filter((page) => canAccess(subjectOf(role), page.access));
  const others = (['guest', 'common', 'admin'] as const).map(subjectOf);
  return pages.filter((page) => canAccess(subjectOf('root'), page.access) && !others.some((subject) => canAccess(subject, page.access)));
}

/** The roles whose sweep is not empty, in order: guest, common, admin, then root if needed. */
export function sweepRoles(pages: SweptPage[]): SweepRole[] {
  return (['guest', 'common', 'admin', 'root'] as const).filter((role) => pagesFor(pages, role).length > 0);
}

/** The first role (guest, common, admin, root) that reaches the page: whom the page is for. */
export function ownerOf(page: SweptPage): SweepRole | undefined {
  return (['guest', 'common', 'admin', 'root'] as const).find((role) => pagesFor([page], role).length > 0);
}

/** The pages `role` reaches that need a session (what a guest cannot open). */
export function signedInPages(pages: SweptPage[], role: SweepRole): SweptPage[] {
  const guestPages = new Set(pagesFor(pages, 'guest'));
  return pagesFor(pages, role).filter((page) => !guestPages.has(page));
}

/** The pages a guest may be served from the page cache: what a cache-poisoning attack aims at. */
export async function cacheableGuestPages(): Promise<SweptPage[]> {
  return pagesFor(await listSweptPages(), 'guest').filter((page) => page.cacheable);
}
