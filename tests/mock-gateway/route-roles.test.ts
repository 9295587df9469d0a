import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import type { DeclaredRoute, MinRole } from '#mock-gateway/http/authorize.ts';
import { ok } from '#mock-gateway/http/respond.ts';

// Every route of the double is enumerated from what it registered (`gateway.routes`, filled by
// the authorize hook's onRoute); roles, callers and expectations derive from those declarations
// and the seeded users, so an endpoint added later is checked without touching this file.

const NOW = Date.UTC(2025, 0, 1);
const NOT_SIGNED_IN = { success: false, message: '无权进行此操作，未登录且未提供 access token' };
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };
const MIN_ROLES: readonly unknown[] = [ROLE.common, ROLE.operator, ROLE.admin, ROLE.root];

function start(t: { teardown(fn: () => unknown): void }): Promise<MockGateway> {
  return buildMockGateway({ now: () => NOW, criticalRateLimit: false }).then((app) => {
    t.teardown(() => app.close());
    return app;
  });
}

// HEAD routes are Fastify's copies of the GET routes (same config, same hook); calling the GETs covers them.
function callable(routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  return routes.filter((route) => route.method !== 'HEAD');
}

function guarded(routes: readonly DeclaredRoute[]): (DeclaredRoute & { role: MinRole })[] {
  return callable(routes).filter((route): route is DeclaredRoute & { role: MinRole } => typeof route.role === 'number');
}

function call(app: MockGateway, route: DeclaredRoute, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:\w+/g, '1');
  const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
  return app.inject({ method: route.method, url, headers, ...body });
}

/** The active seeded users (one per role: demo 1, operator 3, admin 10, root 100) with their tokens. */
function activeUsers(app: MockGateway) {
  return [...app.store.users.values()].filter((user) => user.status === 1);
}

t.test('every route declares who may call it: a minimum role, public, the relay key, or a test endpoint', async (t) => {
  const app = await start(t);
  t.ok(app.routes.length > 40, `${app.routes.length} routes enumerated`);
  for (const route of app.routes) {
    const role = route.role;
    t.ok(
      role === 'public' || role === 'key' || role === 'test' || MIN_ROLES.includes(role),
      `${route.method} ${route.url}: ${String(role)}`,
    );
    const relay = ['/v1/', '/dashboard/billing/', '/suno/submit/', '/mj/submit/'].some((prefix) => route.url.startsWith(prefix));
    t.equal(role === 'key', relay, `${route.method} ${route.url}: only the relay is keyed`);
    if (role === 'test') t.match(route.url, /^\/api\/_mock\//, `${route.method} ${route.url}: test endpoints live under /api/_mock/`);
  }
  t.ok(
    guarded(app.routes).some((route) => route.role === ROLE.admin),
    'admin routes exist',
  );
});

t.test('a route without a role declaration cannot be registered', async (t) => {
  const app = await start(t);
  t.throws(() => app.get('/api/undeclared', async () => ok()), /GET \/api\/undeclared declares no role/);
});

t.test('role-guarded routes: no credentials 401, a bad token, a banned user 200 with the envelope', async (t) => {
  const app = await start(t);
  const banned = [...app.store.users.values()].find((user) => user.status !== 1);
  t.ok(banned, 'a banned user is seeded');
  for (const route of guarded(app.routes)) {
    const name = `${route.method} ${route.url}`;
    const anonymous = await call(app, route);
    t.equal(anonymous.statusCode, 401, `${name} anonymous`);
    t.same(anonymous.json(), NOT_SIGNED_IN, `${name} anonymous`);
    const forged = await call(app, route, { authorization: 'Bearer not-a-token' });
    t.same(
      [forged.statusCode, forged.json()],
      [200, { success: false, message: '无权进行此操作，access token 无效' }],
      `${name} bad token`,
    );
    const refused = await call(app, route, { authorization: `Bearer ${banned?.access_token ?? ''}` });
    t.same([refused.statusCode, refused.json()], [200, { success: false, message: '用户已被封禁' }], `${name} banned`);
  }
});

t.test('each declared level is enforced: every user below it refused, the first one at it let through', async (t) => {
  const app = await start(t);
  const users = activeUsers(app);
  for (const route of guarded(app.routes)) {
    const name = `${route.method} ${route.url} (role ${route.role})`;
    for (const user of users.filter((candidate) => candidate.role < route.role)) {
      const response = await call(app, route, { authorization: user.access_token });
      t.same([response.statusCode, response.json()], [200, TOO_LOW], `${name} refuses ${user.username} (${user.role})`);
    }
    const lowest = users.filter((candidate) => candidate.role >= route.role).sort((a, b) => a.role - b.role)[0];
    if (!lowest) throw new Error(`no seeded user reaches role ${route.role}`);
    const response = await call(app, route, { authorization: lowest.access_token });
    t.ok(response.statusCode < 500 && response.statusCode !== 401, `${name} lets ${lowest.username} in (${response.statusCode})`);
    t.notSame(response.json<unknown>(), TOO_LOW, `${name} lets ${lowest.username} in`);
  }
});

t.test('public routes ask for no credentials (no role check hides in a handler)', async (t) => {
  const app = await start(t);
  for (const route of callable(app.routes).filter((candidate) => candidate.role === 'public')) {
    const response = await call(app, route);
    t.not(response.statusCode, 401, `${route.method} ${route.url}`);
    t.notOk(response.body.includes(TOO_LOW.message), `${route.method} ${route.url}`);
  }
});

t.test('a root route is one declaration: admins are refused, root passes, and the handler sees the caller', async (t) => {
  const app = await start(t);
  app.get('/api/test-only/root', { config: { role: ROLE.root } }, async (request) => ok(callerOf(request).user.username));
  const byRole = (role: number) => activeUsers(app).find((user) => user.role === role);
  const admin = byRole(ROLE.admin);
  const root = byRole(ROLE.root);
  const get = (token = '') => app.inject({ url: '/api/test-only/root', headers: token ? { authorization: token } : {} });
  t.same((await get(admin?.access_token)).json(), TOO_LOW, 'admin refused');
  t.same((await get(root?.access_token)).json(), { success: true, message: '', data: 'root' }, 'root admitted');
  t.equal((await get()).statusCode, 401, 'anonymous 401');
});
