import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { startGateway } from '#mock-gateway/testing.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

type App = Awaited<ReturnType<typeof start>>;

function login(app: App, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: 'demo', password: 'wrong' },
    headers: ip === undefined ? {} : { 'x-forwarded-for': ip },
  });
}

async function exhaust(app: App, times: number, ip?: string) {
  for (let i = 0; i < times; i++) {
    const res = await login(app, ip);
    if (res.statusCode !== 200) throw new Error(`request ${i + 1} answered ${res.statusCode}`);
  }
}

t.test('the 21st critical request in 20 minutes is 429 with an empty body; another client is not limited', async (t) => {
  const app = await start(t);
  await exhaust(app, 20, '203.0.113.7');
  const limited = await login(app, '203.0.113.7');
  t.equal(limited.statusCode, 429);
  t.equal(limited.body, '');
  t.equal(limited.headers['content-length'], '0');
  t.equal((await login(app, '198.51.100.1')).statusCode, 200, 'a different X-Forwarded-For');
  t.equal((await login(app)).statusCode, 200, 'the socket address is a client of its own');
  t.equal((await app.inject('/api/status')).statusCode, 200, 'other routes are not limited');
});

t.test('the first X-Forwarded-For entry is the client; the budget is shared by every critical route', async (t) => {
  const app = await start(t);
  await exhaust(app, 20, '203.0.113.7, 10.0.0.1');
  const calls = {
    'login via another proxy': login(app, '203.0.113.7, 10.9.9.9'),
    register: app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { username: 'x', password: 'password1' },
    }),
    verification: app.inject({ url: '/api/verification?email=a@b.test', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    reset_password: app.inject({ url: '/api/reset_password?email=demo@example.com', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    'user/reset': app.inject({
      method: 'POST',
      url: '/api/user/reset',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { email: 'a', token: 'b' },
    }),
    'oauth/github': app.inject({ url: '/api/oauth/github?code=a&state=b', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    'oauth/google': app.inject({ method: 'POST', url: '/api/oauth/google?code=a&state=b', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    // Upstream's router puts the state behind the same limit.
    'oauth/state': app.inject({ url: '/api/oauth/state', headers: { 'x-forwarded-for': '203.0.113.7' } }),
  };
  for (const [name, call] of Object.entries(calls)) {
    const res = await call;
    t.equal(res.statusCode, 429, name);
    t.equal(res.body, '', name);
  }
  t.equal(app.store.users.size, 5, 'the refused register created nothing');
  const status = await app.inject({ url: '/api/status', headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.equal(status.statusCode, 200, 'a route that is not critical still answers');
});

t.test('the window slides on the injected clock, and refused requests do not count', async (t) => {
  let now = Date.UTC(2025, 0, 1);
  const app = await start(t, { now: () => now });
  await exhaust(app, 10, '192.0.2.1');
  now += 10 * 60 * 1000;
  await exhaust(app, 10, '192.0.2.1');
  t.equal((await login(app, '192.0.2.1')).statusCode, 429);
  now += 10 * 60 * 1000;
  t.equal((await login(app, '192.0.2.1')).statusCode, 200, 'the first ten left the window');
  await exhaust(app, 9, '192.0.2.1');
  t.equal((await login(app, '192.0.2.1')).statusCode, 429);
});

t.test('criticalRateLimit: a custom limit, false, and live changes through the store', async (t) => {
  const small = await start(t, { criticalRateLimit: { max: 2, windowMs: 1000 } });
  await exhaust(small, 2);
  t.equal((await login(small)).statusCode, 429);
  const off = await start(t, { criticalRateLimit: false });
  await exhaust(off, 50);
  t.pass('50 sign-ins without a limit');
  off.store.criticalRateLimit = { max: 1, windowMs: 60_000 };
  await exhaust(off, 1);
  t.equal((await login(off)).statusCode, 429);
  const signedIn = await off.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': '192.0.2.9' },
    payload: { username: 'demo', password: '123456' },
  });
  t.equal(signedIn.statusCode, 200);
  t.match(signedIn.json<unknown>(), { success: true });
  t.equal(off.store.users.get(4)?.last_login_ip, '192.0.2.9', 'the sign-in IP is the client IP too');
});
