import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { OUTBOX_LIMIT, mailLogLine } from '#mock-gateway/store/outbox.ts';
import type { OutboxMail } from '#shared/api/schemas/mock.ts';
import { OutboxSchema, ResetResultSchema, envelopeOf } from '#shared/api/schemas/index.ts';

const NOW = Date.UTC(2025, 0, 1);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, criticalRateLimit: false, testEndpoints: true, ...options });
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

t.test('the outbox needs no account, refuses a missing address and ignores faults', async (t) => {
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

t.test('the test endpoints are absent unless switched on, and then answer loopback callers only', async (t) => {
  const mailed = async (app: App) => {
    t.match((await app.inject('/api/reset_password?email=demo@example.com')).json<unknown>(), { success: true });
  };
  // npm start, the demo: one-hub's 404 for both, though the mail was "sent".
  const off = await start(t, { testEndpoints: false });
  await mailed(off);
  for (const [method, url] of [
    ['GET', '/api/_mock/outbox?email=demo@example.com'],
    ['POST', '/api/_mock/wechat/code?account=new'],
  ] as const) {
    const res = await off.inject({ method, url });
    t.equal(res.statusCode, 404, `${method} ${url} off`);
    t.match(res.json<unknown>(), { error: { message: /^Invalid URL/ } });
    // No code or token of the mailbox: the 404's own `"code":""` (upstream's relay error) is all.
    t.notMatch(res.body.replace('"code":""', ''), /token|code"/);
  }
  // On (the tests): a caller elsewhere, directly or through a proxy that names it, is refused.
  const on = await start(t);
  await mailed(on);
  for (const [label, options] of [
    ['a remote socket', { remoteAddress: '198.51.100.7' }],
    ['through the console for a remote visitor', { headers: { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.7' } }],
    ['a remote hop behind a local one', { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } }],
    ['a remote X-Real-IP', { headers: { 'x-real-ip': '2001:db8::1' } }],
  ] as const) {
    for (const [method, url] of [
      ['GET', '/api/_mock/outbox?email=demo@example.com'],
      ['POST', '/api/_mock/wechat/code?account=new'],
    ] as const) {
      const res = await on.inject({ method, url, ...options });
      t.equal(res.statusCode, 403, `${label}: ${method} ${url}`);
      t.notMatch(res.body, /token=|"code"/, label);
    }
  }
  // This machine (tests, and the console's e2e servers for their local browser): answered.
  const local = await on.inject({
    url: '/api/_mock/outbox?email=demo@example.com',
    headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '::ffff:127.0.0.1' },
  });
  t.match(local.json<unknown>(), { success: true, data: [{ kind: 'reset', link: /token=/ }] });
  t.match((await on.inject({ method: 'POST', url: '/api/_mock/wechat/code?account=new', remoteAddress: '::1' })).json<unknown>(), {
    success: true,
  });
});

t.test('onMail hears every mail as it is sent; its log line quotes what it prints', async (t) => {
  const heard: OutboxMail[] = [];
  const app = await start(t, { testEndpoints: false, onMail: (mail) => heard.push(mail), status: { email_verification: true } });
  await app.inject('/api/verification?email=new@example.com');
  await app.inject('/api/reset_password?email=demo@example.com');
  t.same(
    heard.map((mail) => mail.kind),
    ['verification', 'reset'],
  );
  t.same(heard, app.store.outbox);
  const [code, reset] = heard;
  if (code?.kind !== 'verification' || reset?.kind !== 'reset') return;
  t.equal(mailLogLine(code), `[gateway double] mail to "new@example.com": verification code ${code.code}\n`);
  t.equal(mailLogLine(reset), `[gateway double] mail to "demo@example.com": password reset link ${JSON.stringify(reset.link)}\n`);
  t.equal(mailLogLine({ to: 'a\nb@example.com', kind: 'verification', code: '012345', created_at: 0 }).split('\n').length, 2, 'one line');
});
