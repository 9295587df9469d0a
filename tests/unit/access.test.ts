import { createMemoryRouter, createStaticHandler, matchRoutes, RouterContextProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import t from 'tap';
import { accessDenial, canAccess, ROLE, SIGNED_IN } from '#shared/access.ts';
import { createApiClient } from '#shared/api/client.ts';
import { listPageRoutes, withRouteMiddleware } from '#client/routing/page-routes.ts';
import { runQuery } from '#client/routing/run-query.ts';
import { apiContext, configContext, sessionContext } from '#client/routing/router-context.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { SPEC_GATEWAY } from '#shared/gateway-profile.ts';

t.test('canAccess: thresholds common 1, operator 3, admin 10, root 100', async (t) => {
  t.same(ROLE, { guest: 0, common: 1, operator: 3, admin: 10, root: 100 });
  t.ok(canAccess(null, 'public'));
  t.ok(canAccess(null, 'guest'));
  t.notOk(canAccess({ role: 1 }, 'guest'));
  t.notOk(canAccess(null, { minRole: ROLE.common }));
  t.notOk(canAccess({ role: 0 }, { minRole: ROLE.common }));
  t.ok(canAccess({ role: 0 }, SIGNED_IN), 'a role-0 account is signed in (spec §6: role defaults to 0)');
  t.notOk(canAccess(null, SIGNED_IN));
  t.ok(canAccess({ role: 3 }, { minRole: ROLE.operator }));
  t.notOk(canAccess({ role: 3 }, { minRole: ROLE.admin }));
  t.ok(canAccess({ role: 100 }, { minRole: ROLE.admin }));
  t.equal(accessDenial(null, { minRole: 1 }), 'sign-in');
  t.equal(accessDenial({ role: 1 }, { minRole: 10 }), 'forbidden');
  t.equal(accessDenial({ role: 1 }, 'guest'), 'signed-in');
  t.equal(accessDenial({ role: 10 }, { minRole: 10 }), null);
});

/** A table shaped like the app's, with a role-gated branch, run through the real middleware. */
const table: RouteObject[] = withRouteMiddleware([
  {
    id: 'root',
    path: '/',
    handle: { access: 'public' },
    children: [
      { id: 'login', path: 'login', handle: { access: 'guest' }, loader: () => 'login' },
      {
        id: 'dash',
        path: 'dashboard',
        handle: { access: { minRole: 1 }, namespaces: ['dashboard'], cacheable: false },
        children: [
          { id: 'overview', index: true, loader: () => 'overview' },
          { id: 'analytics', path: 'analytics', handle: { access: { minRole: 3 } }, loader: () => 'analytics' },
          { id: 'users', path: 'user', handle: { access: { minRole: 10 } }, loader: () => 'users' },
        ],
      },
    ],
  },
]);

/** What the server gives the router for one request: the session, the API client and the config. */
function requestContext(role: number | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(sessionContext, role === null ? null : ({ role } as User));
  context.set(apiContext, createApiClient({ baseUrl: 'http://unused.invalid' }));
  context.set(configContext, {
    signInMethod: 'session',
    defaultPath: '/dashboard',
    docsUrl: '/doc',
    statusUrl: '',
    githubAuthorizeUrl: '',
    larkAuthorizeUrl: '',
    appVersion: 'v0',
    chatWidgetScript: '',
    gateway: SPEC_GATEWAY,
  });
  return context;
}

async function query(path: string, role: number | null) {
  return runQuery(createStaticHandler(table), new Request(`http://console.test${path}`), requestContext(role));
}

t.test('the route middleware: 302 for guests, 403 below the role, 200 at or above', async (t) => {
  const guest = await query('/dashboard/user', null);
  t.ok(guest instanceof Response);
  if (guest instanceof Response) {
    t.equal(guest.status, 302);
    t.equal(guest.headers.get('location'), '/login?returnTo=%2Fdashboard%2Fuser');
  }
  const cases: [string, number, number][] = [
    ['/dashboard', 1, 200],
    ['/dashboard/analytics', 1, 403],
    ['/dashboard/analytics', 3, 200],
    ['/dashboard/user', 3, 403],
    ['/dashboard/user', 10, 200],
    ['/dashboard/user', 100, 200],
  ];
  for (const [path, role, status] of cases) {
    const result = await query(path, role);
    t.notOk(result instanceof Response, `${path} as role ${role} renders`);
    if (!(result instanceof Response)) t.equal(result.statusCode, status, `${path} as role ${role}: ${status}`);
  }
  const signedInOnLogin = await query('/login?returnTo=%2Fdashboard%2Fanalytics', 3);
  t.ok(signedInOnLogin instanceof Response && signedInOnLogin.headers.get('location') === '/dashboard/analytics');
});

t.test('the server registers one page per leaf with inherited rules', async (t) => {
  t.same(
    listPageRoutes(table).map((p) => [p.path, p.access, p.namespaces, p.cacheable]),
    [
      ['/login', 'guest', [], true],
      ['/dashboard', { minRole: 1 }, ['dashboard'], false],
      ['/dashboard/analytics', { minRole: 3 }, ['dashboard'], false],
      ['/dashboard/user', { minRole: 10 }, ['dashboard'], false],
    ],
  );
});

t.test('a page the server rendered hydrates without the router running its routes again', async (t) => {
  // React Router takes a matched route with middleware but no loader data for one the server
  // did not finish, and runs the match again in the browser before showing it as loaded: on
  // every dashboard page (its layout has middleware and nothing to load) that re-ran the guards
  // and re-rendered the whole page right after hydrating. A lazy route's module may bring none.
  const lazyTable = (): RouteObject[] =>
    withRouteMiddleware([
      {
        id: 'root',
        path: '/',
        loader: () => 'root',
        children: [
          {
            id: 'dash',
            path: 'dashboard',
            handle: { access: { minRole: 1 } },
            lazy: async () => ({ Component: () => null }),
            children: [
              { id: 'overview', index: true, lazy: async () => ({ loader: () => 'overview', Component: () => null }) },
              { id: 'keys', path: 'key', handle: { access: { minRole: 1 } }, lazy: async () => ({ Component: () => null }) },
            ],
          },
        ],
      },
    ]);
  for (const path of ['/dashboard', '/dashboard/key']) {
    const routes = lazyTable();
    const result = await runQuery(createStaticHandler(routes), new Request(`http://console.test${path}`), requestContext(1));
    if (result instanceof Response) {
      t.fail(`${path} answered ${result.status}`);
      continue;
    }
    t.equal(result.loaderData.overview ?? null, path === '/dashboard' ? 'overview' : null, `${path}: a page's own loader is kept`);
    // What the browser does before creating its router (client/entry-client.tsx).
    for (const { route } of matchRoutes(routes, path) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }
    // The page carries the data as JSON (StaticRouterProvider): a route whose data is undefined is not in it.
    const loaderData = JSON.parse(JSON.stringify(result.loaderData)) as Record<string, unknown>;
    const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData, errors: result.errors } });
    t.ok(router.state.initialized, `${path}: the browser's router starts initialised from the server's data`);
    t.same(Object.keys(loaderData).sort(), (path === '/dashboard' ? ['dash', 'overview', 'root'] : ['dash', 'keys', 'root']).sort());
    router.dispose();
  }
});
