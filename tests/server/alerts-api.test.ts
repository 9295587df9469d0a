import t from 'tap';
import { pino } from 'pino';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { createOrder } from '#mock-gateway/store/billing/order.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { alertSendOptions } from '#server/alerts/alert-setup.ts';
import { alertCheckJob } from '#server/alerts/check-job.ts';
import { alertSenderJob } from '#server/alerts/sender-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import type { Job, JobContext } from '#server/scheduler/scheduler.ts';
import { destinationBody, everyDestination, RECEIVER_SECRETS, startAlertReceivers } from '#tests/helpers/alert-receivers.ts';
import type { AlertReceivers } from '#tests/helpers/alert-receivers.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// The console's alerts against the double and real receivers on loopback: a channel the
// gateway disables reaches each kind of destination once (each receiver checks the vendor's
// signature), clears with one notice, and storms never; a user below their own threshold gets
// one e-mail in the language they chose; secrets are write-only; internal addresses are refused
// unless the operator allows them.

const CHANNEL = 3;
type Tap = Parameters<typeof startConsole>[0];

async function start(t: Tap, env: Record<string, string> = {}): Promise<{ c: ConsoleUnderTest; receivers: AlertReceivers; admin: string }> {
  const receivers = await startAlertReceivers(t);
  const c = await startConsole(t, {
    env: {
      ALERTS_ALLOWED_TARGETS: '127.0.0.1',
      ALERTS_SMTP_URL: receivers.smtpUrl,
      ALERTS_TELEGRAM_API_URL: receivers.telegramApi,
      ...env,
    },
  });
  return { c, receivers, admin: await sessionFor(c.app, 'admin') };
}

/** One scheduler turn of the alert jobs, as the leader runs it: the check, then the sender. */
function jobsOf(c: ConsoleUnderTest, options: { retryBaseMs?: number; wallNow?: () => number } = {}): () => Promise<void> {
  const jobs: Job[] = [
    alertCheckJob({ api: adminApi(c.config.gatewayUrl, seedAccessToken('admin'), 3000), intervalMs: 0, ...options }),
    alertSenderJob({ i18n: c.app.texts, holder: 'test-leader', send: alertSendOptions(c.config), ...options }),
  ];
  return async () => {
    const context: JobContext = {
      now: Date.now(),
      store: c.app.store,
      log: pino({ level: 'silent' }),
      stillLeader: () => true,
      leaseMs: 30_000,
    };
    for (const job of jobs) await job.run(context);
  };
}

function post(c: ConsoleUnderTest, cookie: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return c.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, ...(body === undefined ? {} : { payload: body as object }) });
}

const destination = destinationBody;

/** The signed webhook aimed at its receiver. */
async function addSignedWebhook(c: ConsoleUnderTest, admin: string, receivers: AlertReceivers): Promise<void> {
  const response = await post(c, admin, '/console-api/alerts/destinations', everyDestination(receivers)[0]);
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** One destination of each kind, aimed at the receivers, in the three languages. */
async function addEveryDestination(c: ConsoleUnderTest, admin: string, receivers: AlertReceivers): Promise<string[]> {
  const bodies = everyDestination(receivers);
  const ids: string[] = [];
  for (const body of bodies) {
    const response = await post(c, admin, '/console-api/alerts/destinations', body);
    if (response.statusCode !== 200) throw new Error(`${body.kind}: ${response.body}`);
    ids.push((response.json() as { data: { id: string } }).data.id);
  }
  return ids;
}

/** The gateway disables the channel itself: its channel test fails on a refused key (as one-hub's automatic disable). */
async function gatewayDisables(c: ConsoleUnderTest, channelId: number): Promise<void> {
  const channel = c.gateway.store.channels.get(channelId);
  if (!channel) throw new Error('no channel');
  channel.key = 'sk-fail-revoked';
  const cookie = await signIn(c.gateway, 'admin');
  await c.gateway.inject({ url: `/api/channel/test/${channelId}`, headers: { cookie } });
  if (channel.status !== CHANNEL_STATUS.auto) throw new Error(`the double did not disable the channel: ${channel.status}`);
}

t.test('a channel the gateway disables reaches every destination once, each checked by its receiver', async (t) => {
  const { c, receivers, admin } = await start(t);
  await addEveryDestination(c, admin, receivers);
  const turn = jobsOf(c);
  await turn();
  t.same(receivers.received, [], 'the first check only learns the channels: nothing is wrong yet');

  await gatewayDisables(c, CHANNEL);
  await turn();
  t.same(receivers.refused, [], 'every receiver accepted the signature or key its vendor documents');
  for (const vendor of ['webhook', 'feishu', 'dingtalk', 'wecom', 'telegram', 'email'] as const)
    t.equal(receivers.idsOf(vendor).size, 1, `${vendor}: one alert`);
  const ids = new Set(receivers.received.map((entry) => entry.id));
  t.equal(ids.size, 1, 'all six carry the same alert id');
  const byVendor = Object.fromEntries(receivers.received.map((entry) => [entry.vendor, entry]));
  t.match(byVendor.webhook?.text, /Channel Anthropic was disabled by the gateway/, 'the webhook in English');
  t.match(byVendor.feishu?.text, /渠道 Anthropic 已被网关禁用/, 'Feishu in Simplified Chinese');
  t.match(byVendor.dingtalk?.text, /渠道 Anthropic 已被網關禁用/, 'DingTalk in Traditional Chinese');
  t.match(byVendor.email, { to: 'ops@example.com', subject: '渠道 Anthropic 已被網關禁用', language: 'zh-HK' });

  await turn();
  await turn();
  t.equal(receivers.received.length, 6, 'no storm: the condition alerts once until it clears');

  const channel = c.gateway.store.channels.get(CHANNEL);
  if (channel) channel.status = CHANNEL_STATUS.enabled;
  await turn();
  t.equal(receivers.received.length, 12, 'enabled again: one notice to each');
  t.match(
    receivers.received.filter((entry) => entry.vendor === 'webhook').map((entry) => entry.text),
    [/disabled by the gateway/, /Channel Anthropic is enabled again/],
  );

  const log = await c.app.inject({ url: '/console-api/alerts/deliveries?size=50', headers: { cookie: `${admin}; i18next=en` } });
  t.equal(log.statusCode, 200);
  const rows = (log.json() as { data: { data: { state: string; title: string; attempts: number }[]; total_count: number } }).data;
  t.equal(rows.total_count, 12);
  t.ok(
    rows.data.every((row) => row.state === 'sent' && row.attempts === 1),
    'the log: every delivery sent at the first attempt',
  );
  t.match(rows.data[0]?.title, /^Channel Anthropic is enabled again$/, "titles in the reader's language");
});

t.test('a receiver that fails is tried again with backoff, with the same alert id; a refusal is final', async (t) => {
  const { c, receivers, admin } = await start(t);
  await addSignedWebhook(c, admin, receivers);
  await post(
    c,
    admin,
    '/console-api/alerts/destinations',
    destination('wecom', { url: receivers.urls.wecom.replace(RECEIVER_SECRETS.wecomKey, 'wrong') }),
  );
  let wall = Date.now();
  const turn = jobsOf(c, { retryBaseMs: 60_000, wallNow: () => wall });
  await turn();
  await gatewayDisables(c, CHANNEL);
  receivers.failNext('webhook', 503);
  await turn();
  t.equal(receivers.idsOf('webhook').size, 0, 'the first attempt failed');
  const pending = await c.app.store.db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where('channel', '=', 'webhook')
    .executeTakeFirstOrThrow();
  t.match(pending, { state: 'pending', attempts: 1, status_code: 503, next_attempt_at: wall + 60_000 });
  await turn();
  t.equal(receivers.idsOf('webhook').size, 0, 'not before its time');
  wall += 60_000;
  await turn();
  t.equal(receivers.idsOf('webhook').size, 1, 'delivered at the second attempt');
  const wecom = await c.app.store.db.selectFrom('alert_deliveries').selectAll().where('channel', '=', 'wecom').executeTakeFirstOrThrow();
  t.match(wecom, { state: 'failed', attempts: 1 }, "the bot's refusal (an unknown key) is not retried");
  const log = await c.app.inject({ url: '/console-api/alerts/deliveries', headers: { cookie: `${admin}; i18next=en` } });
  t.match(JSON.stringify(log.json()), /The service refused the message: 93000 invalid webhook url/);
});

t.test('a user below their own threshold gets one e-mail, in the language they chose', async (t) => {
  const { c, receivers } = await start(t);
  const demo = await sessionFor(c.app, 'demo');
  const user = c.gateway.store.users.get(4);
  if (!user) throw new Error('no demo user');
  const { quota } = user;
  t.equal(user.username, 'demo');
  const saved = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/self',
    headers: { cookie: demo },
    payload: {
      enabled: true,
      via: 'email',
      language: 'zh-HK',
      balance_threshold: quota + 1,
      budget_alerts: false,
      webhook_url: '',
      webhook_secret: '',
    },
  });
  t.equal(saved.statusCode, 200, saved.body);
  t.match(saved.json(), { data: { enabled: true, via: 'email', email: 'demo@example.com', language: 'zh-HK' } });
  const turn = jobsOf(c);
  await turn();
  await turn();
  const mails = receivers.received.filter((entry) => entry.vendor === 'email');
  t.equal(mails.length, 1, 'one e-mail, however often the check runs');
  t.match(mails[0], { to: 'demo@example.com', language: 'zh-HK', subject: /^你的餘額不足/ });
  t.match(mails[0]?.text, /你的帳戶 demo 餘額為/);

  user.quota = quota + 10;
  await turn();
  user.quota = quota;
  await turn();
  t.equal(receivers.received.filter((entry) => entry.vendor === 'email').length, 2, 'topped up, then low again: a new alert');

  const test = await post(c, demo, '/console-api/alerts/self/test');
  t.match(test.json(), { data: { state: 'sent' } }, 'send a test from the profile');
  t.match(receivers.received.at(-1), { to: 'demo@example.com', subject: '來自控制台的測試提醒' });
});

t.test('secrets are write-only and an unchanged save keeps them; only admins manage destinations', async (t) => {
  const { c, receivers, admin } = await start(t);
  const created = await post(
    c,
    admin,
    '/console-api/alerts/destinations',
    destination('feishu', { url: receivers.urls.feishu, secret: RECEIVER_SECRETS.feishu }),
  );
  const view = (created.json() as { data: { id: string } }).data;
  t.notMatch(created.body, RECEIVER_SECRETS.feishu, 'the answer has no secret');
  t.notMatch(created.body, RECEIVER_SECRETS.feishuHook, 'nor the URL, which holds the hook token');
  t.match(view, { has_url: true, has_secret: true, url_host: new URL(receivers.origin).host });
  const settings = await c.app.inject({ url: '/console-api/alerts', headers: { cookie: admin } });
  t.notMatch(settings.body, RECEIVER_SECRETS.feishu);

  const renamed = await c.app.inject({
    method: 'PUT',
    url: `/console-api/alerts/destinations/${view.id}`,
    headers: { cookie: admin },
    payload: destination('feishu', { name: 'renamed' }),
  });
  t.equal(renamed.statusCode, 200, renamed.body);
  const test = await post(c, admin, `/console-api/alerts/destinations/${view.id}/test`);
  t.match(test.json(), { data: { state: 'sent' } }, 'the kept secret still signs: the receiver accepts the test');
  t.equal(receivers.idsOf('feishu').size, 1);

  const toMail = await c.app.inject({
    method: 'PUT',
    url: `/console-api/alerts/destinations/${view.id}`,
    headers: { cookie: admin },
    payload: destination('email', { url: 'http://10.0.0.1/left-in-the-form', secret: 'old', to: 'ops@example.com' }),
  });
  t.equal(toMail.statusCode, 200, 'a kind changed keeps only its own fields: the URL left in the form is neither checked nor kept');
  t.match(toMail.json(), { data: { kind: 'email', has_url: false, has_secret: false, to: 'ops@example.com' } });

  const demo = await sessionFor(c.app, 'demo');
  t.equal((await c.app.inject({ url: '/console-api/alerts', headers: { cookie: demo } })).statusCode, 403, 'not for users');
  t.equal((await post(c, demo, '/console-api/alerts/destinations', destination('wecom', { url: receivers.urls.wecom }))).statusCode, 403);
  const crossSite = await post(c, admin, '/console-api/alerts/destinations', destination('wecom', { url: receivers.urls.wecom }), {
    origin: 'https://evil.example',
  });
  t.equal(crossSite.statusCode, 403, 'a write from another site is refused');
  const bad = await post(c, `${admin}; i18next=en`, '/console-api/alerts/destinations', { ...destination('wecom', {}), kind: 'pager' });
  t.equal(bad.statusCode, 400);
  t.equal((bad.json() as { message: string }).message, 'Invalid value for kind.');
  const missing = await post(
    c,
    `${admin}; i18next=zh-HK`,
    '/console-api/alerts/destinations',
    destination('webhook', { url: receivers.urls.webhook }),
  );
  t.equal(missing.statusCode, 400, 'a webhook is always signed');
  t.equal((missing.json() as { message: string }).message, '簽名密鑰 為必填項。');
});

t.test('by default a webhook to 127.0.0.1 or 10.0.0.1 is refused, with the reason', async (t) => {
  const { c, receivers, admin } = await start(t, { ALERTS_ALLOWED_TARGETS: '' });
  const cookie = `${admin}; i18next=en`;
  for (const url of [
    receivers.urls.webhook,
    'http://10.0.0.1/hook',
    'http://[::ffff:127.0.0.1]:80/hook',
    'http://169.254.169.254/latest',
  ]) {
    const refused = await post(c, cookie, '/console-api/alerts/destinations', destination('webhook', { url, secret: 's' }));
    t.equal(refused.statusCode, 400, url);
    t.match((refused.json() as { message: string }).message, /^Refused: .* is not a public address\. .*ALERTS_ALLOWED_TARGETS/, url);
  }
  const message = (
    await post(c, cookie, '/console-api/alerts/destinations', destination('webhook', { url: 'http://10.0.0.1/hook', secret: 's' }))
  ).json() as { message: string };
  t.match(message.message, /10\.0\.0\.1 \(private\)/);
  const own = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/self',
    headers: { cookie: `${await sessionFor(c.app, 'demo')}; i18next=en` },
    payload: {
      enabled: true,
      via: 'webhook',
      language: 'en',
      balance_threshold: 1,
      budget_alerts: false,
      webhook_url: 'http://127.0.0.1:9/x',
      webhook_secret: 'x',
    },
  });
  t.equal(own.statusCode, 400, "a user's own webhook too");
  t.equal(
    (own.json() as { message: string }).message,
    'The console does not send alerts to this address: it must be a public web address.',
    'without telling a user what a name resolves to inside the network',
  );
  t.same(receivers.received, [], 'nothing reached the loopback receiver');
});

t.test("the store down: the answers say so in the reader's language", async (t) => {
  const { c, admin } = await start(t);
  await c.app.store.close();
  const answer = await c.app.inject({ url: '/console-api/alerts', headers: { cookie: `${admin}; i18next=en` } });
  t.equal(answer.statusCode, 503);
  t.match((answer.json() as { message: string }).message, /store is not answering/);
});

t.test("the other conditions: a channel's low balance, an order pending too long, a key's budget at 80 % and 100 %", async (t) => {
  const { c, receivers, admin } = await start(t);
  await addSignedWebhook(c, admin, receivers);
  const demo = await sessionFor(c.app, 'demo');
  const subscribed = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/self',
    headers: { cookie: demo },
    payload: {
      enabled: true,
      via: 'email',
      language: 'en',
      balance_threshold: 0,
      budget_alerts: true,
      webhook_url: '',
      webhook_secret: '',
    },
  });
  t.equal(subscribed.statusCode, 200, subscribed.body);
  const budget = await c.app.inject({
    method: 'PUT',
    url: '/console-api/budgets/9',
    headers: { cookie: demo },
    payload: { period: 'day', amount: 1_000_000, time_zone: 'UTC' },
  });
  t.equal(budget.statusCode, 200, budget.body);
  const turn = jobsOf(c);
  await turn();
  t.same(receivers.received, [], 'nothing is wrong yet');

  const channel = c.gateway.store.channels.get(5);
  const key = c.gateway.store.tokens.get(9);
  const gateway = [...c.gateway.store.paymentGateways.values()][0];
  if (!channel || !key || !gateway) throw new Error('seed changed');
  Object.assign(channel, { balance: 1.5, balance_updated_time: Math.floor(Date.now() / 1000) });
  const order = createOrder(c.gateway.store, 4, gateway, 10);
  order.created_at = Math.floor(Date.now() / 1000) - 3600;
  key.remain_quota = 150_000;
  await turn();
  const texts = () => receivers.received.filter((entry) => entry.vendor === 'webhook').map((entry) => entry.text);
  t.match(texts().join('\n'), /Channel DeepSeek: balance \$1\.50[\s\S]*below the alert level of \$5\.00/);
  t.match(texts().join('\n'), new RegExp(`Payment order ${order.trade_no} still pending[\\s\\S]*pending for 60 minutes`));
  t.match(texts().join('\n'), /Key .* has used 80 % of its budget/);
  t.notMatch(texts().join('\n'), /100 %/);
  t.match(
    receivers.received.filter((entry) => entry.vendor === 'email'),
    [{ to: 'demo@example.com', subject: /has used 80 % of its budget/ }],
    "the key's owner hears too",
  );

  key.remain_quota = 0;
  await turn();
  await turn();
  t.equal(texts().filter((text) => /has used 100 % of its budget/.test(text)).length, 1, '100 %: once');
  t.equal(texts().length, 4, 'nothing repeated');

  order.status = 'success';
  channel.balance = 20;
  await turn();
  const conditions = await c.app.store.db.selectFrom('alert_conditions').select(['key', 'firing']).where('firing', '=', 1).execute();
  t.same(
    conditions.map((row) => row.key).sort(),
    ['key-budget:9:100', 'key-budget:9:80'],
    'the paid order and the topped-up channel cleared',
  );
});

t.test('on PostgreSQL: the same outbox, one alert per destination, none twice', async (t) => {
  const postgres = await startPostgres(t);
  const { c, receivers, admin } = await start(t, { DATABASE_URL: await postgres.createDatabase('alerts') });
  t.equal(c.app.store.dialect, 'postgres');
  await addEveryDestination(c, admin, receivers);
  const turn = jobsOf(c);
  await turn();
  await gatewayDisables(c, CHANNEL);
  await turn();
  await turn();
  t.same(receivers.refused, []);
  t.equal(new Set(receivers.received.map((entry) => entry.id)).size, 1, 'one alert');
  t.same(receivers.received.map((entry) => entry.vendor).sort(), ['dingtalk', 'email', 'feishu', 'telegram', 'webhook', 'wecom']);
  const rules = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/rules/channel-balance',
    headers: { cookie: admin },
    payload: { enabled: false, threshold: 2.5, destinations: [] },
  });
  t.match(rules.json(), { data: { kind: 'channel-balance', enabled: false, threshold: 2.5, destinations: [] } });
  const settings = await c.app.inject({ url: '/console-api/alerts', headers: { cookie: admin } });
  t.match((settings.json() as { data: { rules: unknown[] } }).data.rules, [
    { kind: 'channel-status' },
    { kind: 'channel-balance', threshold: 2.5 },
  ]);
});

t.test("a user's own webhook is signed like an admin's and gets the alert in the user's language", async (t) => {
  const { c, receivers } = await start(t);
  const demo = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  const body = { enabled: true, via: 'webhook', language: 'zh-CN', balance_threshold: 1_000_000_000, budget_alerts: false };
  const unsigned = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/self',
    headers: { cookie: demo },
    payload: { ...body, webhook_url: receivers.urls.webhook, webhook_secret: '' },
  });
  t.equal(unsigned.statusCode, 400);
  t.equal((unsigned.json() as { message: string }).message, 'Signing secret is required.');
  const saved = await c.app.inject({
    method: 'PUT',
    url: '/console-api/alerts/self',
    headers: { cookie: demo },
    payload: { ...body, webhook_url: receivers.urls.webhook, webhook_secret: RECEIVER_SECRETS.webhook },
  });
  t.match(saved.json(), { data: { via: 'webhook', has_webhook: true, has_secret: true, webhook_host: new URL(receivers.origin).host } });
  t.notMatch(saved.body, RECEIVER_SECRETS.webhook, 'the secret is not in the answer');
  await jobsOf(c)();
  t.same(receivers.refused, [], 'the receiver checked the signature');
  t.match(receivers.received, [{ vendor: 'webhook', text: /^你的余额不足/ }]);
});
