import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';
import { OAuthStateSchema, ResetResultSchema, envelopeOf } from '#shared/api/schemas/index.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

type App = Awaited<ReturnType<typeof start>>;

function reset(app: App, payload: object) {
  return app.inject({ method: 'POST', url: '/api/user/reset', payload });
}

t.test('reset mail: unknown and invalid addresses are refused', async (t) => {
  const app = await start(t);
  t.same((await app.inject('/api/reset_password?email=nobody@example.com')).json<unknown>(), {
    success: false,
    message: '该邮箱地址未注册',
  });
  t.same((await app.inject('/api/reset_password?email=bad')).json<unknown>(), { success: false, message: '无效的参数' });
  t.equal(app.store.resetTokens.size, 0);
});

t.test('without a mail server upstream refuses to send, after the address checks: no mail, no token', async (t) => {
  const app = await start(t);
  for (const key of ['SMTPServer', 'SMTPAccount', 'SMTPToken'] as const) {
    const kept = app.store.settings[key];
    app.store.settings[key] = '';
    t.same(
      (await app.inject('/api/reset_password?email=demo@example.com')).json<unknown>(),
      { success: false, message: 'SMTP 信息未配置' },
      key,
    );
    t.same(
      (await app.inject('/api/verification?email=fresh@example.com')).json<unknown>(),
      { success: false, message: 'SMTP 信息未配置' },
      key,
    );
    t.same(
      (await app.inject('/api/reset_password?email=nobody@example.com')).json<{ message: string }>().message,
      '该邮箱地址未注册',
      'the address first',
    );
    app.store.settings[key] = kept;
  }
  t.equal(app.store.resetTokens.size, 0);
  t.same(app.store.outbox, []);
});

t.test('a reset token sets a new random password, once', async (t) => {
  const app = await start(t);
  const email = 'demo@example.com';
  t.same((await app.inject(`/api/reset_password?email=${email}`)).json<unknown>(), { success: true, message: '' });
  const token = app.store.resetTokens.get(email)?.code ?? '';
  t.match(token, /^[0-9a-f]{32}$/);

  const res = await reset(app, { email, token });
  t.equal(res.statusCode, 200);
  const password = envelopeOf(ResetResultSchema).parse(res.json<unknown>()).data ?? '';
  t.equal(password.length, 12);
  await t.resolves(signIn(app, 'demo', password), 'the new password signs in');
  await t.rejects(signIn(app, 'demo', '123456'), 'the old one no longer does');
  t.same((await reset(app, { email, token })).json<unknown>(), { success: false, message: '重置链接非法或已过期' }, 'token is single-use');
});

t.test('wrong, missing or expired tokens are refused', async (t) => {
  let now = Date.UTC(2025, 0, 1);
  const app = await start(t, { now: () => now });
  const email = 'admin@example.com';
  await app.inject(`/api/reset_password?email=${email}`);
  const token = app.store.resetTokens.get(email)?.code ?? '';
  t.same((await reset(app, { email, token: 'f'.repeat(32) })).json<unknown>(), { success: false, message: '重置链接非法或已过期' });
  t.same((await reset(app, { email })).json<unknown>(), { success: false, message: '无效的参数' });
  t.same((await reset(app, { email: 'root@example.com', token })).json<unknown>(), { success: false, message: '重置链接非法或已过期' });
  now += 11 * 60 * 1000;
  t.same((await reset(app, { email, token })).json<unknown>(), { success: false, message: '重置链接非法或已过期' });
});

t.test('reset mail honours turnstile', async (t) => {
  const app = await start(t, { status: { turnstile_check: true } });
  t.same((await app.inject('/api/reset_password?email=demo@example.com')).json<unknown>(), {
    success: false,
    message: 'Turnstile token 为空',
  });
  t.match((await app.inject('/api/reset_password?email=demo@example.com&turnstile=ok')).json<unknown>(), { success: true });
});

t.test('oauth state: 12 characters, kept in the (new or existing) session', async (t) => {
  const app = await start(t);
  const first = await app.inject('/api/oauth/state');
  t.match(first.json<unknown>(), { success: true, message: '', data: /^[A-Za-z0-9]{12}$/ });
  const cookie = sessionCookie(first);
  t.ok(cookie, 'an anonymous session cookie is created');
  const sessionId = cookie?.split('=')[1] ?? '';
  t.equal(app.store.sessions.get(sessionId)?.oauthState, envelopeOf(OAuthStateSchema).parse(first.json<unknown>()).data);

  const signedIn = await signIn(app, 'demo');
  const second = await app.inject({ url: '/api/oauth/state', headers: { cookie: signedIn } });
  t.equal(sessionCookie(second), undefined, 'no new cookie when a session exists');
  const state = envelopeOf(OAuthStateSchema).parse(second.json<unknown>()).data;
  t.equal(app.store.sessions.get(signedIn.split('=')[1] ?? '')?.oauthState, state);
});
