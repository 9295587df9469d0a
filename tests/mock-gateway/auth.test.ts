import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';
import { UserSchema, envelopeOf } from '#shared/api/schemas/index.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

type App = Awaited<ReturnType<typeof start>>;

function login(app: App, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
}

function self(app: App, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/user/self', headers });
}

t.test('login sets an HttpOnly, SameSite=Strict session cookie for 30 days', async (t) => {
  const res = await login(await start(t), 'root', '123456');
  t.equal(res.statusCode, 200);
  const cookie = res.cookies.find((c) => c.name === 'session');
  t.ok(cookie?.value, 'opaque session id');
  t.match(cookie, { httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 2592000 });
  t.match(res.json<unknown>(), { success: true, message: '' });
});

t.test('login data fills only the identity keys; the rest are zero values', async (t) => {
  const body = (await login(await start(t), 'admin', '123456')).json<unknown>();
  t.match(body, { data: { id: 2, username: 'admin', display_name: 'Admin', role: 10, status: 1, avatar_url: '' } });
  t.match(body, { data: { access_token: '', quota: 0, email: '', group: '', aff_code: '', created_time: 0 } });
  t.notMatch(body, { data: { password: String } });
});

t.test('login by e-mail works; wrong credentials and bad bodies are 200 success:false', async (t) => {
  const app = await start(t);
  t.match((await login(app, 'demo@example.com', '123456')).json<unknown>(), { success: true, data: { username: 'demo' } });
  const wrong = await login(app, 'demo', 'nope');
  t.equal(wrong.statusCode, 200);
  t.same(wrong.json<unknown>(), { success: false, message: '用户名或密码错误，或用户已被封禁' });
  t.equal(sessionCookie(wrong), undefined, 'no cookie on failure');
  t.match((await login(app, 'ghost', '123456')).json<unknown>(), { success: false });
  t.same((await login(app, '', '')).json<unknown>(), { success: false, message: '无效的参数' });
  const notObject = await app.inject({ method: 'POST', url: '/api/user/login', payload: [1, 2] });
  t.match(notObject.json<unknown>(), { success: false, message: '无效的参数' });
});

t.test('a disabled user can neither sign in nor use an existing session', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const demo = app.store.users.get(4);
  if (demo) demo.status = 2;
  t.match((await login(app, 'demo', '123456')).json<unknown>(), { success: false, message: '用户名或密码错误，或用户已被封禁' });
  const res = await self(app, { cookie });
  t.equal(res.statusCode, 200);
  t.same(res.json<unknown>(), { success: false, message: '用户已被封禁' });
});

t.test('password login can be switched off', async (t) => {
  const app = await start(t, { settings: { PasswordLoginEnabled: false } });
  t.same((await login(app, 'root', '123456')).json<unknown>(), { success: false, message: '管理员关闭了密码登录' });
});

t.test('/api/user/self: full user without password, with group_id', async (t) => {
  const app = await start(t);
  const res = await self(app, { cookie: await signIn(app, 'root') });
  t.equal(res.statusCode, 200);
  const raw = res.json<unknown>();
  t.notMatch(raw, { data: { password: String } }, 'password never leaves the double');
  t.match(
    raw,
    {
      data: {
        github_id: String,
        wechat_id: String,
        lark_id: String,
        oidc_id: String,
        verification_code: String,
        last_login_ip: String,
        github_id_new: Number,
        telegram_id: Number,
        inviter_id: Number,
        aff_quota: Number,
      },
    },
    'every upstream key is present',
  );
  const user = envelopeOf(UserSchema).parse(raw).data;
  t.match(user, {
    id: 1,
    username: 'root',
    display_name: 'Root User',
    role: 100,
    quota: 100000000,
    group: 'svip',
    group_id: 3,
    email: 'root@example.com',
    aff_code: 'ROOT',
    aff_count: 2,
  });
  t.match(user?.access_token, /^[0-9a-f]{32}$/);
});

t.test('401 only without cookie and header; bad token is 200 success:false', async (t) => {
  const app = await start(t);
  const none = await self(app);
  t.equal(none.statusCode, 401);
  t.same(none.json<unknown>(), { success: false, message: '无权进行此操作，未登录且未提供 access token' });
  const unknownCookie = await self(app, { cookie: 'session=forged' });
  t.equal(unknownCookie.statusCode, 401, 'an unknown session id counts as no session');
  const badToken = await self(app, { authorization: 'Bearer 00000000000000000000000000000000' });
  t.equal(badToken.statusCode, 200);
  t.same(badToken.json<unknown>(), { success: false, message: '无权进行此操作，access token 无效' });
});

t.test('the access token works with or without the Bearer prefix', async (t) => {
  const app = await start(t);
  const token = app.store.users.get(3)?.access_token ?? '';
  for (const authorization of [token, `Bearer ${token}`]) {
    t.match((await self(app, { authorization })).json<unknown>(), { success: true, data: { username: 'operator', role: 3 } });
  }
});

t.test("logout ends the session and, as one-hub's cookie store does, sets the cookie to an empty session", async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  t.equal((await self(app, { cookie })).statusCode, 200);
  const out = await app.inject({ method: 'GET', url: '/api/user/logout', headers: { cookie } });
  t.same(out.json<unknown>(), { success: true, message: '' });
  const cleared = out.cookies.find((c) => c.name === 'session');
  t.not(cleared?.value, cookie.split('=')[1], 'another session');
  t.equal(cleared?.maxAge, 2592000, 'the full lifetime, as upstream');
  t.equal((await self(app, { cookie: `session=${cleared?.value ?? ''}` })).statusCode, 401, 'the new session is signed out');
  t.equal((await self(app, { cookie })).statusCode, 401, 'old cookie no longer signs in');
  t.same((await app.inject('/api/user/logout')).json<unknown>(), { success: true, message: '' }, 'logout without session');
});

t.test('login records the sign-in time and replaces an earlier session', async (t) => {
  const now = Date.UTC(2025, 5, 1);
  const app = await start(t, { now: () => now });
  const state = await app.inject('/api/oauth/state');
  const anonymous = sessionCookie(state) ?? '';
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { cookie: anonymous },
    payload: { username: 'demo', password: '123456' },
  });
  t.not(sessionCookie(res), anonymous, 'new session id after sign-in');
  t.equal(app.store.sessions.has(anonymous.replace('session=', '')), false);
  t.equal(app.store.users.get(4)?.last_login_time, now / 1000);
});
