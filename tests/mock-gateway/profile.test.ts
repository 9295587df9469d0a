import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false, ...options });
}

const put = (app: MockGateway, cookie: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/self',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const unbind = (app: MockGateway, cookie: string, type: string) =>
  app.inject({ method: 'POST', url: '/api/user/unbind', headers: { cookie }, payload: { type } });

t.test('PUT /api/user/self: display name and password, upstream validation, other fields ignored', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  t.same((await put(app, cookie, { display_name: 'Demo Renamed', role: 100, quota: 1 })).json(), { success: true, message: '' });
  t.match(app.store.users.get(4), { display_name: 'Demo Renamed', role: 1, quota: 5000000 });
  t.same((await put(app, cookie, { display_name: '' })).json(), { success: true, message: '' });
  t.equal(app.store.users.get(4)?.display_name, 'Demo Renamed', 'empty changes nothing');
  t.same(
    (await put(app, cookie, { display_name: '一二三四五六七八九十一二三四五六七八九十' })).json(),
    { success: true, message: '' },
    '20 characters',
  );
  t.same((await put(app, cookie, { display_name: 'x'.repeat(21) })).json(), {
    success: false,
    message: "输入不合法 Key: 'User.DisplayName' Error:Field validation for 'DisplayName' failed on the 'max' tag",
  });
  t.same((await put(app, cookie, { password: 'short' })).json(), {
    success: false,
    message: "输入不合法 Key: 'User.Password' Error:Field validation for 'Password' failed on the 'min' tag",
  });
  t.match((await put(app, cookie, { password: 'x'.repeat(21) })).json(), { success: false, message: /failed on the 'max' tag$/ });
  t.same((await put(app, cookie, { display_name: 5 })).json(), { success: false, message: '无效的参数' });
  t.same((await put(app, cookie, { password: 'new-password-1' })).json(), { success: true, message: '' });
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: 'new-password-1' } });
  t.equal(login.json<{ success: boolean }>().success, true, 'the new password signs in');
  t.equal((await app.inject({ method: 'PUT', url: '/api/user/self', payload: {} })).statusCode, 401);
});

t.test('unbind clears the binding; unknown types are refused; GitHub binds again', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  t.same((await unbind(app, cookie, 'github')).json(), { success: true, message: '' });
  t.match(app.store.users.get(4), { github_id: '', github_id_new: 0 });
  t.same((await unbind(app, cookie, 'google')).json(), { success: true, message: '' });
  t.equal(app.store.users.get(4)?.google_id, '');
  t.same((await unbind(app, cookie, 'telegram')).json(), { success: false, message: '未知的绑定类型' });
  // Bind GitHub back through the fake provider while signed in.
  const stateRes = await app.inject({ url: '/api/oauth/state', headers: { cookie } });
  const state = stateRes.json<{ data: string }>().data;
  const chosen = await app.inject(
    `/oauth-fake/github/authorize?client_id=mock-github-client-id&state=${state}&redirect_uri=${encodeURIComponent('http://console.test/oauth/github')}&as=octo-demo`,
  );
  const code = new URL(String(chosen.headers.location)).searchParams.get('code') ?? '';
  const bound = await app.inject({ url: `/api/oauth/github?code=${code}&state=${state}`, headers: { cookie } });
  t.same(bound.json(), { success: true, message: 'bind' });
  t.equal(app.store.users.get(4)?.github_id, 'octo-demo');
});

t.test('e-mail binding with a verification code; a taken address is refused', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  t.same((await app.inject({ url: '/api/verification?email=new@example.com' })).json(), { success: true, message: '' });
  const code = app.store.verificationCodes.get('new@example.com')?.code ?? '';
  t.same((await app.inject({ url: '/api/oauth/email/bind?email=new@example.com&code=000000x', headers: { cookie } })).json(), {
    success: false,
    message: '验证码错误或已过期',
  });
  t.same((await app.inject({ url: `/api/oauth/email/bind?email=new@example.com&code=${code}`, headers: { cookie } })).json(), {
    success: true,
    message: '',
  });
  t.equal(app.store.users.get(4)?.email, 'new@example.com');
  t.same(
    (await app.inject({ url: `/api/oauth/email/bind?email=new@example.com&code=${code}`, headers: { cookie } })).json(),
    { success: false, message: '验证码错误或已过期' },
    'single use',
  );
  // A code issued before someone else took the address.
  await app.inject({ url: '/api/verification?email=race@example.com' });
  const raceCode = app.store.verificationCodes.get('race@example.com')?.code ?? '';
  const admin = app.store.users.get(2);
  if (admin) admin.email = 'race@example.com';
  t.same((await app.inject({ url: `/api/oauth/email/bind?email=race@example.com&code=${raceCode}`, headers: { cookie } })).json(), {
    success: false,
    message: '邮箱地址已被占用',
  });
});
