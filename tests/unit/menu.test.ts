import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'vite';
import { canAccess, ROLE } from '#shared/access.ts';
import { buildMenu, SECTION_ORDER } from '#client/routing/build-menu.ts';
import { buildNavGroups, DOCS_LABEL_KEY, flattenNav } from '#client/routing/nav-tree.ts';
import { listPageRoutes } from '#client/routing/page-routes.ts';
import { gatewayRaisedLevels } from '#client/routing/gateway-levels.ts';
import { SPEC_GATEWAY, UPSTREAM_GATEWAY } from '#shared/gateway-profile.ts';
import { readLocales } from '#tests/helpers/locale-parity.ts';

/**
 * The side menu over the REAL route table. Tests cannot import `.tsx`, so Vite (the bundler the
 * app is built with) loads `client/routes.tsx` for them, `import.meta.glob` included.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const cacheDir = mkdtempSync(join(tmpdir(), 'menu-test-vite-'));
const vite = await createServer({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  // Its own dependency cache: this server pre-bundles almost nothing, and sharing
  // node_modules/.vite would hand the development server a cache that misses most dependencies
  // (it would then re-bundle them while pages load, failing their module requests).
  cacheDir,
});
t.teardown(async () => {
  await vite.close();
  rmSync(cacheDir, { recursive: true, force: true });
});
const { routes } = (await vite.ssrLoadModule('/client/routes.tsx')) as { routes: RouteObject[] };

const DOCS = 'https://docs.example.com';

/**
 * What spec section 2 ("Side menu") and 6 allow, restricted to the pages built so far, in the
 * spec's order: `user` is admin level (10); the lower level (§6: analytics, setting, order,
 * redemption, telegram manage, model ownership) is the operator (3), so `operation` and `payment`
 * show to an operator for those children; key, profile, log, invoice, task, topup, model_list,
 * affiliate and fapiao have no role requirement; the overview (with the playground) is
 * everyone's. The Page section holds the external docs link.
 */
function expectedFor(role: number): Record<string, string[]> {
  return {
    // The playground (`app`): upstream lists it with the dashboard pages, for every signed-in user.
    // Analytics is the spec's lower level (§6; §2 says "admin level": ARCHITECTURE.md), after the dashboard entry.
    // The system log (issue 22, upstream's `system_info`) is root's: its API is.
    overview: [
      '/dashboard',
      ...(role >= ROLE.operator ? ['/dashboard/analytics'] : []),
      ...(role >= ROLE.root ? ['/dashboard/system_info'] : []),
      '/dashboard/app',
    ],
    management: [
      ...(role >= ROLE.admin ? ['/dashboard/user', '/dashboard/channel'] : []),
      ...(role >= ROLE.operator ? ['/dashboard/operation'] : []),
      // Payment (gateways, admin; its children order and redemption, the operator's).
      ...(role >= ROLE.operator ? ['/dashboard/payment'] : []),
      '/dashboard/key',
      // Every user's keys (issue 22, upstream's admin key search), admin, right after Keys.
      ...(role >= ROLE.admin ? ['/dashboard/admin_keys'] : []),
      // Every key with a budget (issue 34), admin, after every user's keys.
      ...(role >= ROLE.admin ? ['/dashboard/budgets'] : []),
      '/dashboard/profile',
      // Settings: the spec's lower level (upstream's /api/option/ needs root).
      ...(role >= ROLE.operator ? ['/dashboard/setting'] : []),
      // The console's own alerts (issue 34), admin, after Settings.
      ...(role >= ROLE.admin ? ['/dashboard/alerts'] : []),
      // Failed requests from the gateway's counters (issue 35), admin, after Alerts.
      ...(role >= ROLE.admin ? ['/dashboard/failures'] : []),
    ],
    // The audit log (`operation_record`, an extension page) sits in the section named after it, for admins.
    // Monthly bills only while the gateway makes them (UserInvoiceMonth, on in these flags); usage (issue 35) after the logs.
    record: [
      '/dashboard/log',
      '/dashboard/usage',
      '/dashboard/invoice',
      '/dashboard/task',
      ...(role >= ROLE.admin ? ['/dashboard/operation_record'] : []),
    ],
    other: ['/dashboard/topup', '/dashboard/model_list', '/dashboard/affiliate', '/dashboard/fapiao'],
    page: [DOCS],
  };
}

/** The paths spec section 2 lists under /dashboard, and those issues added: nothing else may be in the menu. */
const SPEC_DASHBOARD_PATHS = [
  '',
  'analytics',
  // Issue 22: root's system log (one-hub's `system_info`).
  'system_info',
  'user',
  'user/profile',
  'channel',
  'operation',
  'operation/group',
  'operation/pricing',
  'operation/inviter_manage',
  'operation/telegram_manage',
  'operation/model_ownedby',
  'payment',
  'payment/order',
  'payment/redemption',
  'key',
  // Issue 22: every user's keys (one-hub's admin key search).
  'admin_keys',
  // Issue 34: every key with a budget (the console's own store).
  'budgets',
  // Issue 35: failed requests (the console's own collection of the gateway's counters).
  'failures',
  // Issue 35: usage by key, model and day (the console's own sums of the consume log).
  'usage',
  'profile',
  'setting',
  'log',
  'task',
  'midjourney',
  'topup',
  'model_list',
  'affiliate',
  'invoice',
  'fapiao',
  'operation_record',
  // Issue 34: the console's own alerts.
  'alerts',
  'app',
].map((path) => (path ? `/dashboard/${path}` : '/dashboard'));

const ROLES = { common: ROLE.common, operator: ROLE.operator, admin: ROLE.admin, root: ROLE.root };

t.test('operation holds groups, pricing and inviters (admin), Telegram and model owners (operator and up)', async (t) => {
  const children = (role: number) =>
    buildNavGroups(routes, { user: { role }, docsUrl: DOCS })
      .flatMap((group) => group.items)
      .find((item) => item.path === '/dashboard/operation')
      ?.children.map((item) => item.path);
  t.same(children(ROLE.common), undefined, 'a common user has no operation entry');
  t.same(
    children(ROLE.operator),
    ['/dashboard/operation/telegram_manage', '/dashboard/operation/model_ownedby'],
    'the spec’s lower level: telegram manage and model ownership',
  );
  t.same(children(ROLE.admin), [
    '/dashboard/operation/group',
    '/dashboard/operation/pricing',
    '/dashboard/operation/inviter_manage',
    '/dashboard/operation/telegram_manage',
    '/dashboard/operation/model_ownedby',
  ]);
});

t.test('payment holds the gateways page (admin) and its children, orders and redemption codes (operator and up)', async (t) => {
  const payment = (role: number) =>
    buildNavGroups(routes, { user: { role }, docsUrl: DOCS })
      .flatMap((group) => group.items)
      .find((item) => item.path === '/dashboard/payment');
  t.equal(payment(ROLE.common), undefined, 'a common user has no payment entry');
  t.match(payment(ROLE.operator), { disabled: false }, 'an operator has the entry as the button that opens its children');
  t.same(
    payment(ROLE.operator)?.children.map((item) => item.path),
    ['/dashboard/payment/order', '/dashboard/payment/redemption'],
  );
  t.same(
    payment(ROLE.admin)?.children.map((item) => item.path),
    ['/dashboard/payment/order', '/dashboard/payment/redemption'],
  );
});

t.test('each role sees exactly the spec’s items among the built pages, sections in order', async (t) => {
  for (const [name, role] of Object.entries(ROLES)) {
    const groups = buildNavGroups(routes, { user: { role }, flags: { MjEnabled: false, UserInvoiceMonth: true }, docsUrl: DOCS });
    const actual = Object.fromEntries(groups.map((group) => [group.id, group.items.map((item) => item.path)]));
    t.same(actual, expectedFor(role), `role ${role} (${name})`);
    t.same(
      groups.map((group) => group.id),
      SECTION_ORDER.filter((id) => id !== 'top'),
      `${name}: sections in the spec's order`,
    );
    t.same(
      groups.map((group) => group.labelKey),
      groups.map((group) => `menu:sections.${group.id}`),
    );
    const docs = groups.at(-1)?.items.at(-1);
    t.match(docs, { path: DOCS, labelKey: DOCS_LABEL_KEY, external: true, icon: 'docs' }, `${name}: the docs link opens outside`);
  }
  t.same(buildNavGroups(routes, { user: null }), [], 'a guest has no side menu (and no docs section without a docs URL)');
});

t.test('Midjourney joins the record section only when the site says MjEnabled', async (t) => {
  const record = (flags: Record<string, unknown>) =>
    buildNavGroups(routes, { user: { role: ROLE.common }, flags, docsUrl: DOCS })
      .find((group) => group.id === 'record')
      ?.items.map((item) => item.path);
  t.same(record({ MjEnabled: false }), ['/dashboard/log', '/dashboard/usage', '/dashboard/task']);
  t.same(record({}), ['/dashboard/log', '/dashboard/usage', '/dashboard/task'], 'absent counts as off');
  t.same(record({ MjEnabled: true }), ['/dashboard/log', '/dashboard/usage', '/dashboard/task', '/dashboard/midjourney']);
});

t.test(
  'monthly bills sit in the record section after the logs while the gateway makes them (UserInvoiceMonth; off, the page would only say so)',
  async (t) => {
    const record = (flags: Record<string, unknown>) =>
      buildNavGroups(routes, { user: { role: ROLE.common }, flags, docsUrl: DOCS })
        .find((group) => group.id === 'record')
        ?.items.map((item) => item.path);
    t.same(record({ UserInvoiceMonth: false }), ['/dashboard/log', '/dashboard/usage', '/dashboard/task']);
    t.same(record({}), ['/dashboard/log', '/dashboard/usage', '/dashboard/task'], 'absent (one-hub’s default) counts as off');
    t.same(record({ UserInvoiceMonth: true }), ['/dashboard/log', '/dashboard/usage', '/dashboard/invoice', '/dashboard/task']);
    t.same(record({ UserInvoiceMonth: true, MjEnabled: true }), [
      '/dashboard/log',
      '/dashboard/usage',
      '/dashboard/invoice',
      '/dashboard/task',
      '/dashboard/midjourney',
    ]);
  },
);

t.test('every menu item is a real page of the table, listed by the spec, and open to the roles that see it', async (t) => {
  const pages = listPageRoutes(routes);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const everything = flattenNav(
    buildNavGroups(routes, { user: { role: ROLE.root }, flags: { MjEnabled: true, UserInvoiceMonth: true } }).flatMap(
      (group) => group.items,
    ),
  );
  t.ok(everything.length >= 7, `${everything.length} items`);
  for (const item of everything) {
    t.ok(byPath.has(item.path), `${item.path} is a route of the table`);
    t.ok(SPEC_DASHBOARD_PATHS.includes(item.path), `${item.path} is a dashboard path of the spec`);
  }
  // No item leads a role to the 403 screen unless the entry says so with its own `roles`.
  for (const role of Object.values(ROLES)) {
    for (const item of buildMenu(routes, { role }).filter((entry) => entry.section !== 'top' && entry.roles === undefined)) {
      const page = byPath.get(item.path);
      t.ok(page && canAccess({ role }, page.access), `role ${role} may open ${item.path}`);
    }
  }
});

t.test("a role-0 account opens the user's own pages (spec §6: they have no role requirement), and no admin page", async (t) => {
  const byPath = new Map(listPageRoutes(routes).map((page) => [page.path, page]));
  const own = ['/dashboard/key', '/dashboard/profile', '/dashboard/log', '/dashboard/task', '/dashboard/topup'];
  // Midjourney, bills and fapiao are in the menu when the gateway has them (flags), but open to role 0 alike.
  for (const path of [...own, '/dashboard/midjourney', '/dashboard/affiliate', '/dashboard/invoice', '/dashboard/fapiao']) {
    const page = byPath.get(path);
    t.ok(page && canAccess({ role: 0 }, page.access), `role 0 may open ${path}`);
  }
  for (const path of ['/dashboard/user', '/dashboard/channel', '/dashboard/analytics']) {
    const page = byPath.get(path);
    t.ok(page && !canAccess({ role: 0 }, page.access), `role 0 may not open ${path}`);
  }
  const menu = buildMenu(routes, { role: 0 }).map((entry) => entry.path);
  for (const path of own) t.ok(menu.includes(path), `role 0's menu offers ${path}`);
});

t.test('on an unmodified one-hub each role is offered only the pages that gateway lets it use', async (t) => {
  const flags = { UserInvoiceMonth: false };
  const menu = (role: number) =>
    flattenNav(buildNavGroups(routes, { user: { role }, flags, gateway: UPSTREAM_GATEWAY }).flatMap((group) => group.items)).map(
      (item) => item.path,
    );
  const extensionPages = ['/dashboard/fapiao', '/dashboard/operation_record', '/dashboard/operation/inviter_manage'];
  const upstreamAdminPages = ['/dashboard/analytics', '/dashboard/payment/order', '/dashboard/payment/redemption'];
  const upstreamRootPages = ['/dashboard/setting', '/dashboard/operation/telegram_manage'];
  for (const role of Object.values(ROLES)) {
    const paths = menu(role);
    for (const path of extensionPages) t.notOk(paths.includes(path), `role ${role}: no ${path} (an extension upstream lacks)`);
    t.notOk(paths.includes('/dashboard/invoice'), `role ${role}: no monthly bills while UserInvoiceMonth is off`);
    for (const path of upstreamAdminPages)
      t.equal(paths.includes(path), role >= ROLE.admin, `role ${role}: ${path} is upstream's admin page`);
    for (const path of upstreamRootPages) t.equal(paths.includes(path), role >= ROLE.root, `role ${role}: ${path} is upstream's root page`);
  }
  // The operator keeps the one page of the spec's lower level upstream lets it read.
  t.same(
    menu(ROLE.operator).filter((path) => !menu(ROLE.common).includes(path)),
    ['/dashboard/operation', '/dashboard/operation/model_ownedby'],
  );
  // Root is told once which levels the gateway raised.
  t.same(
    gatewayRaisedLevels(routes, UPSTREAM_GATEWAY).map((level) => [level.labelKey, level.gatewayRole]),
    [
      ['menu:analytics', ROLE.admin],
      ['menu:telegram', ROLE.root],
      ['menu:order', ROLE.admin],
      ['menu:redemption', ROLE.admin],
      ['menu:setting', ROLE.root],
    ],
  );
  t.same(gatewayRaisedLevels(routes, SPEC_GATEWAY), [], 'a gateway that follows the spec raises nothing');
});

t.test('the table keeps its promises: icons, titles and texts exist in every language', async (t) => {
  const locales = readLocales();
  const lookup = (lng: string, key: string) => {
    const [ns = '', path = ''] = key.split(':');
    return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lng]?.[ns]);
  };
  const groups = buildNavGroups(routes, { user: { role: ROLE.root }, flags: { MjEnabled: true, UserInvoiceMonth: true }, docsUrl: DOCS });
  const keys = [
    ...groups.map((group) => group.labelKey),
    ...flattenNav(groups.flatMap((group) => group.items)).flatMap((item) => [item.labelKey, ...(item.caption ? [item.caption] : [])]),
  ];
  for (const lng of Object.keys(locales)) {
    for (const key of keys) t.equal(typeof lookup(lng, key), 'string', `${lng} ${key}`);
  }
  for (const item of flattenNav(groups.flatMap((group) => group.items))) t.ok(item.icon, `${item.path} has an icon`);
});

t.test('the public top menu still reads the same table', async (t) => {
  t.same(
    buildMenu(routes, null)
      .filter((item) => item.section === 'top')
      .map((item) => item.path),
    ['/group', '/prices', '/doc'],
  );
});

t.test('every route of the table has its own id (a page with two addresses too), or the router refuses the table', async (t) => {
  const ids: string[] = [];
  const collect = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id) ids.push(route.id);
      if (route.children) collect(route.children);
    }
  };
  collect(routes);
  t.same(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    [],
  );
  t.ok(
    ids.includes('pages/dashboard/account/profile/profile-page@user-profile'),
    'the profile’s second address is an alias of the same module',
  );
});
