import type { RouteObject } from 'react-router';
import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { buildMenu, isActivePath } from '#client/routing/build-menu.ts';
import { buildBreadcrumbs, indexTitleKey } from '#client/routing/nav-breadcrumbs.ts';
import { hasActiveChild, isNavItemOpen, navItemState } from '#client/routing/nav-state.ts';
import { buildNavGroups, flattenNav } from '#client/routing/nav-tree.ts';
import type { NavItem } from '#client/routing/nav-tree.ts';
import type { RouteHandle } from '#client/routing/route-handle.ts';

const h = (handle: RouteHandle) => handle;
const page = () => null;

/**
 * A synthetic table shaped like the app's future dashboard: a parent with children (nested and
 * as siblings), a Midjourney entry behind `MjEnabled`, a disabled item, menu roles that differ
 * from route guards, an info badge and a caption.
 */
const table: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    handle: h({ access: 'public' }),
    children: [
      { path: 'group', Component: page, handle: h({ nav: { section: 'top', order: 1, labelKey: 'navbar:menu.group' } }) },
      {
        id: 'dash',
        path: 'dashboard',
        handle: h({ access: { minRole: ROLE.common } }),
        children: [
          {
            index: true,
            Component: page,
            handle: h({
              titleKey: 'menu:dashboard',
              nav: { section: 'overview', order: 1, labelKey: 'menu:dashboard', icon: 'dashboard' },
            }),
          },
          {
            path: 'analytics',
            Component: page,
            handle: h({
              access: { minRole: ROLE.operator },
              titleKey: 'menu:analytics',
              nav: { section: 'overview', order: 2, labelKey: 'menu:analytics', icon: 'analytics' },
            }),
          },
          {
            id: 'operation',
            path: 'operation',
            handle: h({
              access: { minRole: ROLE.admin },
              titleKey: 'menu:operation',
              nav: { section: 'management', order: 3, labelKey: 'menu:operation', icon: 'operation' },
            }),
            children: [
              { index: true, Component: page, handle: h({ titleKey: 'menu:group' }) },
              {
                path: 'group',
                Component: page,
                handle: h({ titleKey: 'menu:group', nav: { section: 'management', order: 1, labelKey: 'menu:group' } }),
              },
              // Menu shown to operators although the route guard is admin (spec section 6).
              {
                path: 'telegram_manage',
                Component: page,
                handle: h({
                  titleKey: 'menu:telegram',
                  nav: { section: 'management', order: 3, labelKey: 'menu:telegram', roles: ROLE.operator },
                }),
              },
            ],
          },
          // A sibling entry under the parent's path is a child too.
          {
            path: 'operation/pricing',
            Component: page,
            handle: h({
              access: { minRole: ROLE.admin },
              titleKey: 'menu:pricing',
              nav: { section: 'management', order: 2, labelKey: 'menu:pricing', info: 3 },
            }),
          },
          {
            id: 'payment',
            path: 'payment',
            handle: h({
              access: { minRole: ROLE.admin },
              titleKey: 'menu:payment',
              nav: { section: 'management', order: 4, labelKey: 'menu:payment', icon: 'payment' },
            }),
            children: [
              { index: true, Component: page },
              {
                path: 'order',
                Component: page,
                handle: h({
                  access: { minRole: ROLE.operator },
                  titleKey: 'menu:order',
                  nav: { section: 'management', order: 1, labelKey: 'menu:order' },
                }),
              },
            ],
          },
          {
            path: 'key/',
            Component: page,
            handle: h({
              titleKey: 'menu:key',
              nav: { section: 'management', order: 5, labelKey: 'menu:key', icon: 'key', caption: 'menu:keyCaption' },
            }),
          },
          {
            path: 'log',
            Component: page,
            handle: h({ titleKey: 'menu:log', nav: { section: 'record', order: 1, labelKey: 'menu:log', icon: 'log' } }),
          },
          {
            path: 'midjourney',
            Component: page,
            handle: h({
              titleKey: 'menu:midjourney',
              nav: { section: 'record', order: 3, labelKey: 'menu:midjourney', icon: 'midjourney', requires: 'MjEnabled' },
            }),
          },
          {
            path: 'invoice',
            Component: page,
            handle: h({
              titleKey: 'menu:invoice',
              nav: { section: 'record', order: 2, labelKey: 'menu:invoice', icon: 'invoice', disabled: true, info: 'menu:soon' },
            }),
          },
          // Admin menu entry for a page every user may open.
          {
            path: 'setting',
            Component: page,
            handle: h({ titleKey: 'menu:setting', nav: { section: 'management', order: 9, labelKey: 'menu:setting', roles: ROLE.admin } }),
          },
        ],
      },
    ],
  },
];

function paths(items: NavItem[]): unknown {
  return items.map((item) => (item.children.length > 0 ? { [item.path]: paths(item.children) } : item.path));
}

function menuOf(role: number | null, flags: Record<string, unknown> = {}) {
  const groups = buildNavGroups(table, { user: role === null ? null : { role }, flags, docsUrl: '/doc' });
  return Object.fromEntries(groups.map((group) => [group.id, paths(group.items)]));
}

t.test('children: nested routes and sibling paths under a parent, ordered; roles per item', async (t) => {
  t.same(menuOf(ROLE.root), {
    overview: ['/dashboard', '/dashboard/analytics'],
    management: [
      { '/dashboard/operation': ['/dashboard/operation/group', '/dashboard/operation/pricing', '/dashboard/operation/telegram_manage'] },
      { '/dashboard/payment': ['/dashboard/payment/order'] },
      '/dashboard/key/',
      '/dashboard/setting',
    ],
    record: ['/dashboard/log', '/dashboard/invoice'],
    page: ['/doc'],
  });
  // An operator: the admin parents show only for the children the operator may see, and the
  // admin-only `setting` menu entry is hidden although its route would let them in.
  t.same(menuOf(ROLE.operator), {
    overview: ['/dashboard', '/dashboard/analytics'],
    management: [
      { '/dashboard/operation': ['/dashboard/operation/telegram_manage'] },
      { '/dashboard/payment': ['/dashboard/payment/order'] },
      '/dashboard/key/',
    ],
    record: ['/dashboard/log', '/dashboard/invoice'],
    page: ['/doc'],
  });
  t.same(menuOf(ROLE.common), {
    overview: ['/dashboard'],
    management: ['/dashboard/key/'],
    record: ['/dashboard/log', '/dashboard/invoice'],
    page: ['/doc'],
  });
  t.same(menuOf(null), { page: ['/doc'] }, 'a guest sees only the external link');
});

t.test('requires: the Midjourney entry only when the site flag MjEnabled is true', async (t) => {
  const record = (flags: Record<string, unknown>) => menuOf(ROLE.common, flags)['record'];
  t.same(record({}), ['/dashboard/log', '/dashboard/invoice']);
  t.same(record({ MjEnabled: false }), ['/dashboard/log', '/dashboard/invoice']);
  t.same(record({ MjEnabled: 'true' }), ['/dashboard/log', '/dashboard/invoice'], 'only a real true counts');
  t.same(record({ MjEnabled: true }), ['/dashboard/log', '/dashboard/invoice', '/dashboard/midjourney']);
  t.notOk(
    buildMenu(table, { role: ROLE.root }).some((item) => item.path === '/dashboard/midjourney'),
    'the flat menu applies it too',
  );
});

t.test('items carry icon, caption, info and disabled for the renderer', async (t) => {
  const items = flattenNav(buildNavGroups(table, { user: { role: ROLE.root } }).flatMap((group) => group.items));
  const find = (path: string) => items.find((item) => item.path === path);
  t.match(find('/dashboard/key/'), { icon: 'key', caption: 'menu:keyCaption', disabled: false, external: false });
  t.match(find('/dashboard/invoice'), { disabled: true, info: 'menu:soon' });
  t.match(find('/dashboard/operation/pricing'), { info: 3, disabled: false });
  t.notOk(find('/dashboard/operation/group')?.icon, 'a child without an icon draws a dot');
  t.same(
    find('/dashboard/operation')?.children.map((child) => child.labelKey),
    ['menu:group', 'menu:pricing', 'menu:telegram'],
    'hover/popover data in order',
  );
});

t.test('states: active over open over disabled; trailing slashes ignored', async (t) => {
  const items = flattenNav(buildNavGroups(table, { user: { role: ROLE.root } }).flatMap((group) => group.items));
  const find = (path: string) => items.find((item) => item.path === path) as NavItem;
  const operation = find('/dashboard/operation');
  const key = find('/dashboard/key/');
  const invoice = find('/dashboard/invoice');

  t.ok(isActivePath('/dashboard/key/', '/dashboard/key'));
  t.ok(isActivePath('/dashboard/key', '/dashboard/key//'));
  t.ok(isActivePath('/', '/'));
  t.notOk(isActivePath('/dashboard', '/dashboard/key'));
  t.equal(navItemState(key, '/dashboard/key'), 'active', 'an entry written with a trailing slash is active');
  t.equal(navItemState(key, '/dashboard/key/'), 'active');

  t.equal(navItemState(operation, '/dashboard/log'), 'idle');
  t.equal(navItemState(operation, '/dashboard/log', true), 'open', 'opened by the user');
  t.equal(navItemState(operation, '/dashboard/operation/pricing/'), 'open', 'an item with an active child is open');
  t.ok(hasActiveChild(operation, '/dashboard/operation/group'));
  t.equal(navItemState(operation, '/dashboard/operation/pricing', false), 'idle', 'the user closed it on this page');
  t.equal(navItemState(operation, '/dashboard/operation'), 'active', 'its own page: active beats open');
  t.ok(isNavItemOpen(operation, '/dashboard/operation'), 'and its children show');
  t.notOk(isNavItemOpen(key, '/dashboard/key', true), 'no children, never open');

  t.equal(navItemState(invoice, '/dashboard/log'), 'disabled');
  t.equal(navItemState(invoice, '/dashboard/invoice'), 'active', 'active beats disabled');
  t.equal(navItemState({ ...operation, disabled: true }, '/dashboard/operation/group'), 'open', 'open beats disabled');
  const docs = buildNavGroups(table, { user: null, docsUrl: '/doc' })[0]?.items[0] as NavItem;
  t.equal(navItemState(docs, '/doc'), 'idle', 'the external link is never the current page');
});

t.test('breadcrumbs from the matches’ titles, starting at the layout', async (t) => {
  t.equal(indexTitleKey(table, 'dash'), 'menu:dashboard');
  t.equal(indexTitleKey(table, 'missing'), undefined);
  const match = (id: string, pathname: string, handle?: RouteHandle) => ({ id, pathname, handle });
  const root = match('root', '/', { access: 'public' });
  const dash = match('dash', '/dashboard', { access: { minRole: 1 } });
  t.same(buildBreadcrumbs(table, [root, dash, match('i', '/dashboard/', { titleKey: 'menu:dashboard' })], 'dash'), [
    { path: '/dashboard', titleKey: 'menu:dashboard' },
  ]);
  t.same(buildBreadcrumbs(table, [root, dash, match('k', '/dashboard/key/', { titleKey: 'menu:key' })], 'dash'), [
    { path: '/dashboard', titleKey: 'menu:dashboard' },
    { path: '/dashboard/key', titleKey: 'menu:key' },
  ]);
  t.same(
    buildBreadcrumbs(
      table,
      [
        root,
        dash,
        match('operation', '/dashboard/operation', { titleKey: 'menu:operation' }),
        match('g', '/dashboard/operation/group', { titleKey: 'menu:group' }),
      ],
      'dash',
    ),
    [
      { path: '/dashboard', titleKey: 'menu:dashboard' },
      { path: '/dashboard/operation', titleKey: 'menu:operation' },
      { path: '/dashboard/operation/group', titleKey: 'menu:group' },
    ],
  );
  t.same(
    buildBreadcrumbs(
      table,
      [
        root,
        dash,
        match('operation', '/dashboard/operation', { titleKey: 'menu:operation' }),
        match('oi', '/dashboard/operation', { titleKey: 'menu:group' }),
      ],
      'dash',
    ),
    [
      { path: '/dashboard', titleKey: 'menu:dashboard' },
      { path: '/dashboard/operation', titleKey: 'menu:group' },
    ],
    'an index page names its parent path: the deepest title wins',
  );
  t.same(
    buildBreadcrumbs(table, [root, dash, match('p', '/dashboard/operation/pricing', { titleKey: 'menu:pricing' })], 'dash'),
    [
      { path: '/dashboard', titleKey: 'menu:dashboard' },
      { path: '/dashboard/operation', titleKey: 'menu:operation' },
      { path: '/dashboard/operation/pricing', titleKey: 'menu:pricing' },
    ],
    'a page declared beside its parent still gets the parent’s crumb from the table',
  );
  t.same(buildBreadcrumbs(table, [root], 'dash'), [], 'outside the layout: no trail');
});
