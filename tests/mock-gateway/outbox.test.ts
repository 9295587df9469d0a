import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { OUTBOX_LIMIT } from '#mock-gateway/store/outbox.ts';
import { OutboxSchema, ResetResultSchema, envelopeOf } from '#shared/api/schemas/index.ts';

const NOW = Date.UTC(2025, 0, 1);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, criticalRateLimit: false, ...options });
}

type App = Awaited<ReturnType<typeof start>>;

async function outbox(app: App, email: string) {
  const res = await app.inject(`/api/_mock/outbox?email=${encodeURIComponent(email)}`);
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return envelopeOf(OutboxSchema).parse(res.json<unknown>()).data ?? [];
}

t.test('a verification code lands in the outbox and registers the account', async (t) => {
  const app = await start(t, { status: { email_verification: true } });
  const email = 'new@example.com';
  t.same(await outbox(app, email), [], 'empty before anything is sent');
  t.match((await app.inject(`/api/verification?email=${email}`)).json<unknown>(), { success: true });
  const mails = await outbox(app, email);
  t.equal(mails.length, 1);
  const [mail] = mails;
  t.same(mail, { to: email, kind: 'verification', code: app.store.verificationCodes.get(email)?.code, created_at: NOW / 1000 });
  if (mail?.kind !== 'verification') return;
  const register = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username: 'mailed', password: 'password1', email, verification_code: mail.code },
  });
  t.same(register.json<unknown>(), { success: true, message: '' }, 'the mailed code verifies');
});

t.test('a reset link points at ServerAddress, as upstream builds it, whatever the request says; its token works once', async (t) => {
  const app = await start(t, { status: { server_address: 'https://console.test:8443' } });
  const email = 'demo@example.com';
  await app.inject({
    url: `/api/reset_password?email=${email}`,
    headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' },
  });
  const [mail] = await outbox(app, email);
  if (mail?.kind !== 'reset') throw new Error(`expected a reset mail, got ${JSON.stringify(mail)}`);
  t.match(
    mail.link,
    /^https:\/\/console\.test:8443\/user\/reset\?email=demo@example\.com&token=[0-9a-f]{32}$/,
    "upstream's format: the address unescaped",
  );
  const token = new URL(mail.link).searchParams.get('token') ?? '';

  const reset = () => app.inject({ method: 'POST', url: '/api/user/reset', payload: { email, token } });
  const first = await reset();
  t.equal(envelopeOf(ResetResultSchema).parse(first.json<unknown>()).data?.length, 12, 'a new password');
  t.same((await reset()).json<unknown>(), { success: false, message: '重置链接非法或已过期' }, 'single use');
});

t.test('only the address’s mails, newest first; at most the last 100 are kept', async (t) => {
  let now = NOW;
  const app = await start(t, { now: () => now });
  await app.inject('/api/verification?email=a@example.com');
  now += 1000;
  await app.inject('/api/reset_password?email=root@example.com');
  now += 1000;
  await app.inject('/api/verification?email=a@example.com');
  const mails = await outbox(app, 'a@example.com');
  t.same(
    mails.map((mail) => [mail.to, mail.kind, mail.created_at]),
    [
      ['a@example.com', 'verification', NOW / 1000 + 2],
      ['a@example.com', 'verification', NOW / 1000],
    ],
  );
  t.equal((await outbox(app, 'root@example.com')).length, 1);

  for (let i = 0; i < OUTBOX_LIMIT; i++) await app.inject(`/api/verification?email=bulk${i}@example.com`);
  t.equal(app.store.outbox.length, OUTBOX_LIMIT);
  t.same(await outbox(app, 'a@example.com'), [], 'the oldest mails dropped off');
  t.equal((await outbox(app, 'bulk0@example.com')).length, 1);
});

t.test('the outbox needs no auth, refuses a missing address and ignores faults', async (t) => {
  const app = await start(t);
  t.same((await app.inject('/api/_mock/outbox')).json<unknown>(), { success: false, message: '无效的参数' });
  t.same((await app.inject('/api/_mock/outbox?email=')).json<unknown>(), { success: false, message: '无效的参数' });
  app.store.faults.failStatus = 503;
  t.equal((await app.inject('/api/status')).statusCode, 503);
  t.same((await app.inject('/api/_mock/outbox?email=x@example.com')).json<unknown>(), { success: true, message: '', data: [] });
});

t.test('turnstile: any non-empty token but `fail` passes, so the mail is sent', async (t) => {
  const app = await start(t, { status: { turnstile_check: true } });
  const ask = (turnstile: string) =>
    app.inject(`/api/verification?email=t@example.com${turnstile === '' ? '' : `&turnstile=${turnstile}`}`);
  t.same((await ask('')).json<unknown>(), { success: false, message: 'Turnstile token 为空' });
  t.same((await ask('fail')).json<unknown>(), { success: false, message: 'Turnstile 校验失败，请刷新重试！' });
  t.same(await outbox(app, 't@example.com'), [], 'nothing sent when refused');
  t.match((await ask('XXXX.DUMMY.TOKEN.XXXX')).json<unknown>(), { success: true });
  t.equal((await outbox(app, 't@example.com')).length, 1);
});
