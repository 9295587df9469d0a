import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

type App = Awaited<ReturnType<typeof start>>;

function register(app: App, payload: object, query = '', cookie = '') {
  return app.inject({ method: 'POST', url: `/api/user/register${query}`, payload, headers: cookie ? { cookie } : {} });
}

t.test('register then sign in; the new user is a common user in the default group', async (t) => {
  const app = await start(t);
  const res = await register(app, { username: 'alice', password: 'password1' });
  t.equal(res.statusCode, 200);
  t.same(res.json<unknown>(), { success: true, message: '' });
  const cookie = await signIn(app, 'alice', 'password1');
  const me = await app.inject({ url: '/api/user/self', headers: { cookie } });
  t.match(me.json<unknown>(), {
    success: true,
    data: { id: 6, username: 'alice', display_name: 'alice', role: 1, status: 1, group: 'default', group_id: 1, quota: 0, inviter_id: 0 },
  });
  t.match(me.json<unknown>(), { data: { access_token: /^[0-9a-f]{32}$/, aff_code: /^[A-Za-z0-9]{4}$/ } });
  const stored = [...app.store.users.values()].find((u) => u.username === 'alice');
  t.not(stored?.passwordHash, 'password1', 'password stored hashed');
});

t.test('duplicate usernames and invalid bodies are refused with 200 success:false', async (t) => {
  const app = await start(t);
  t.same((await register(app, { username: 'demo', password: 'password1' })).json<unknown>(), { success: false, message: '用户名已存在！' });
  for (const payload of [
    { username: 'thisnameistoolong', password: 'password1' },
    { username: 'bob', password: 'short' },
    { username: 'bob', password: 'a'.repeat(21) },
    { username: 'bob', password: 12345678 },
    { password: 'password1' },
  ]) {
    const res = await register(app, payload);
    t.equal(res.statusCode, 200);
    t.match(res.json<unknown>(), { success: false, message: /^输入不合法/ }, JSON.stringify(payload));
  }
  t.equal(app.store.users.size, 5, 'nothing was created');
});

t.test('an aff_code credits the inviter', async (t) => {
  const app = await start(t, { settings: { QuotaForInviter: 1000, QuotaForInvitee: 500 } });
  const root = app.store.users.get(1);
  const before = { count: root?.aff_count ?? 0, quota: root?.aff_quota ?? 0, history: root?.aff_history_quota ?? 0 };
  t.match((await register(app, { username: 'carol', password: 'password1', aff_code: 'ROOT' })).json<unknown>(), { success: true });
  t.equal(root?.aff_count, before.count + 1);
  t.equal(root?.aff_quota, before.quota + 1000);
  t.equal(root?.aff_history_quota, before.history + 1000);
  const carol = [...app.store.users.values()].find((u) => u.username === 'carol');
  t.match(carol, { inviter_id: 1, quota: 500 });
  await register(app, { username: 'dave', password: 'password1', aff_code: 'nope' });
  t.equal(root?.aff_count, before.count + 1, 'unknown codes credit nobody');
});

t.test('turnstile: missing token refused, a token passes and marks the session', async (t) => {
  const app = await start(t, { status: { turnstile_check: true } });
  const body = { username: 'erin', password: 'password1' };
  t.same((await register(app, body)).json<unknown>(), { success: false, message: 'Turnstile token 为空' });
  t.same((await register(app, body, '?turnstile=fail')).json<unknown>(), { success: false, message: 'Turnstile 校验失败，请刷新重试！' });
  const ok = await register(app, body, '?turnstile=token-from-widget');
  t.match(ok.json<unknown>(), { success: true });
  const cookie = sessionCookie(ok);
  t.ok(cookie, 'the check is remembered in an anonymous session');
  const again = await register(app, { username: 'frank', password: 'password1' }, '', cookie);
  t.match(again.json<unknown>(), { success: true }, 'no token needed later in the same session');
  t.match((await app.inject('/api/verification?email=x@example.com')).json<unknown>(), { success: false, message: 'Turnstile token 为空' });
});

t.test('registration switches', async (t) => {
  const closed = await start(t, { settings: { RegisterEnabled: false } });
  t.same((await register(closed, { username: 'gina', password: 'password1' })).json<unknown>(), {
    success: false,
    message: '管理员关闭了新用户注册',
  });
  const noPassword = await start(t, { settings: { PasswordRegisterEnabled: false } });
  t.match((await register(noPassword, { username: 'gina', password: 'password1' })).json<unknown>(), {
    success: false,
    message: /密码进行注册/,
  });
});

t.test('e-mail verification: a code is issued, needed, checked and used once', async (t) => {
  const app = await start(t, { status: { email_verification: true } });
  const email = 'hank@example.com';
  t.same((await register(app, { username: 'hank', password: 'password1' })).json<unknown>(), {
    success: false,
    message: '管理员开启了邮箱验证，请输入邮箱地址和验证码',
  });
  t.same((await app.inject(`/api/verification?email=${email}`)).json<unknown>(), { success: true, message: '' });
  const code = app.store.verificationCodes.get(email)?.code ?? '';
  t.match(code, /^\d{6}$/);
  const wrong = code === '000000' ? '111111' : '000000';
  t.same((await register(app, { username: 'hank', password: 'password1', email, verification_code: wrong })).json<unknown>(), {
    success: false,
    message: '验证码错误或已过期',
  });
  t.match((await register(app, { username: 'hank', password: 'password1', email, verification_code: code })).json<unknown>(), {
    success: true,
  });
  t.equal([...app.store.users.values()].find((u) => u.username === 'hank')?.email, email);
  t.match(
    (await register(app, { username: 'ivan', password: 'password1', email, verification_code: code })).json<unknown>(),
    {
      success: false,
      message: '验证码错误或已过期',
    },
    'a code works once',
  );
});

t.test('verification refuses bad and taken addresses', async (t) => {
  const app = await start(t);
  t.same((await app.inject('/api/verification?email=not-an-email')).json<unknown>(), { success: false, message: '无效的参数' });
  t.same((await app.inject('/api/verification')).json<unknown>(), { success: false, message: '无效的参数' });
  t.same((await app.inject('/api/verification?email=demo@example.com')).json<unknown>(), { success: false, message: '邮箱地址已被占用' });
});

t.test('verification codes expire after 10 minutes', async (t) => {
  let now = Date.UTC(2025, 0, 1);
  const app = await start(t, { now: () => now, status: { email_verification: true } });
  await app.inject('/api/verification?email=late@example.com');
  const code = app.store.verificationCodes.get('late@example.com')?.code ?? '';
  now += 11 * 60 * 1000;
  const res = await register(app, { username: 'late', password: 'password1', email: 'late@example.com', verification_code: code });
  t.same(res.json<unknown>(), { success: false, message: '验证码错误或已过期' });
});
