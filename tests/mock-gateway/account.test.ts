import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

const USER_ROUTES = ['/api/user/self', '/api/user/aff'];

t.test('sessions expire: afterwards the cookie counts as no session (401)', async (t) => {
  let now = Date.UTC(2025, 0, 1);
  const app = await start(t, { now: () => now, sessionTtlMs: 60_000 });
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: '123456' } });
  t.equal(res.cookies.find((c) => c.name === 'session')?.maxAge, 60, 'cookie Max-Age follows the session');
  const cookie = sessionCookie(res) ?? '';
  now += 59_999;
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie } })).statusCode, 200);
  now += 1;
  const expired = await app.inject({ url: '/api/user/self', headers: { cookie } });
  t.equal(expired.statusCode, 401);
  t.same(expired.json<unknown>(), { success: false, message: '无权进行此操作，未登录且未提供 access token' });
  t.equal(app.store.sessions.size, 0, 'the expired session is gone');
});

t.test('the default session lasts 30 days', async (t) => {
  let now = Date.UTC(2025, 0, 1);
  const app = await start(t, { now: () => now });
  const cookie = await signIn(app, 'demo');
  now += 30 * 86400 * 1000 - 1;
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie } })).statusCode, 200);
  now += 1;
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie } })).statusCode, 401);
});

t.test('the seeded banned account cannot sign in; its sessions and token get 用户已被封禁', async (t) => {
  const app = await start(t);
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'banned', password: '123456' } });
  t.same(login.json<unknown>(), { success: false, message: '用户名或密码错误，或用户已被封禁' });
  t.equal(sessionCookie(login), undefined);
  const banned = [...app.store.users.values()].find((user) => user.username === 'banned');
  t.match(banned, { id: 5, role: 1, status: 2, access_token: '721b61ab14380af1a0215053dfe27c19' }, 'as the README lists it');
  for (const url of USER_ROUTES) {
    const res = await app.inject({ url, headers: { authorization: banned?.access_token ?? '' } });
    t.equal(res.statusCode, 200, url);
    t.same(res.json<unknown>(), { success: false, message: '用户已被封禁' }, url);
  }
  const demo = app.store.users.get(4);
  const cookie = await signIn(app, 'demo');
  if (demo) demo.status = 2;
  for (const url of [...USER_ROUTES, '/api/user/token']) {
    const res = await app.inject({ url, headers: { cookie } });
    t.equal(res.statusCode, 200, url);
    t.same(res.json<unknown>(), { success: false, message: '用户已被封禁' }, url);
  }
});

t.test('/api/user/token: a new 32-hex token on each call, from a session or the token (one-hub’s UserAuth)', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const seeded = app.store.users.get(4)?.access_token ?? '';
  const first = (await app.inject({ url: '/api/user/token', headers: { cookie } })).json<{ success: boolean; data: string }>();
  t.equal(first.success, true);
  t.match(first.data, /^[0-9a-f]{32}$/);
  t.not(first.data, seeded);
  const second = (await app.inject({ url: '/api/user/token', headers: { cookie } })).json<{ data: string }>().data;
  t.not(second, first.data, 'regenerated on each call');
  const stale = await app.inject({ url: '/api/user/self', headers: { authorization: first.data } });
  t.same(stale.json<unknown>(), { success: false, message: '无权进行此操作，access token 无效' }, 'the previous token stops working');
  t.match((await app.inject({ url: '/api/user/self', headers: { authorization: second } })).json<unknown>(), {
    data: { username: 'demo' },
  });
  const byToken = await app.inject({ url: '/api/user/token', headers: { authorization: `Bearer ${second}` } });
  t.equal(byToken.statusCode, 200);
  const third = byToken.json<{ success: boolean; data: string }>();
  t.match(third, { success: true, data: /^[0-9a-f]{32}$/ }, 'the token renews itself, as on one-hub');
  t.equal(app.store.users.get(4)?.access_token, third.data);
  t.match(
    (await app.inject({ url: '/api/user/self', headers: { authorization: second } })).json<unknown>(),
    { success: false },
    'and is dead then',
  );
  t.equal((await app.inject('/api/user/token')).statusCode, 401);
});

t.test('the jwt sign-in method: login, then /api/user/token, then Authorization on every call', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'root');
  const token = (await app.inject({ url: '/api/user/token', headers: { cookie } })).json<{ data: string }>().data;
  for (const authorization of [token, `Bearer ${token}`]) {
    for (const url of USER_ROUTES) {
      const res = await app.inject({ url, headers: { authorization } });
      t.equal(res.statusCode, 200, `${url} with ${authorization === token ? 'a bare' : 'a Bearer'} token`);
      t.match(res.json<unknown>(), { success: true }, url);
    }
    const models = (await app.inject({ url: '/api/available_model', headers: { authorization } })).json<{
      data: Record<string, { groups: string[] }>;
    }>();
    t.ok(models.data['o1-mini']?.groups.includes('svip'), 'pub+ routes see the private group too');
  }
});

t.test('/api/user/aff: the invite code, created when empty', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  t.same((await app.inject({ url: '/api/user/aff', headers: { cookie } })).json<unknown>(), { success: true, message: '', data: 'DEMO' });
  const demo = app.store.users.get(4);
  if (demo) demo.aff_code = '';
  const created = (await app.inject({ url: '/api/user/aff', headers: { cookie } })).json<{ data: string }>().data;
  t.match(created, /^[A-Za-z0-9]{4}$/);
  t.equal(demo?.aff_code, created);
  t.equal((await app.inject({ url: '/api/user/aff', headers: { cookie } })).json<{ data: string }>().data, created, 'stable afterwards');
  t.equal((await app.inject('/api/user/aff')).statusCode, 401);
});
