import t from 'tap';
import { pino } from 'pino';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { ModelHealthSchema, StatusReportSchema, StatusVisibilitySchema } from '#shared/api/schemas/insight.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { insightCollectJob } from '#server/insight/collect-job.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// The status from real traffic (issue 35 item 3): success rates per provider and model from the
// counters the console collects, after traffic through the double with channel 1 (OpenAI,
// gpt-4o) failing every other attempt and channel 3 (Anthropic, claude) answering; guests see
// what the admin chose and never a channel's id or name.

const METRICS = { user: 'scraper', password: 'scrape-secret' };

const postgres = startPostgres(t);
let databases = 0;

/** The console's store: SQLite in memory, or a database of its own on PostgreSQL. */
type StoreKind = 'sqlite' | 'postgres';
async function storeEnv(kind: StoreKind): Promise<Record<string, string>> {
  return kind === 'sqlite' ? {} : { DATABASE_URL: await (await postgres).createDatabase(`status_${(databases += 1)}`) };
}

async function trafficConsole(t: Parameters<typeof startConsole>[0], kind: StoreKind = 'sqlite') {
  const c = await startConsole(t, { gateway: { metrics: METRICS }, env: await storeEnv(kind) });
  const job = insightCollectJob({
    gatewayUrl: c.config.gatewayUrl,
    metrics: METRICS,
    rootApi: null,
    scrapeIntervalMs: 0,
    retentionMs: 90 * 86_400_000,
    timeoutMs: 3000,
  });
  const collect = () =>
    job.run({ now: Date.now(), store: c.app.store, log: pino({ level: 'silent' }), stillLeader: () => true, leaseMs: 30_000 });
  await collect(); // the baseline
  const key = addTestKey(c.gateway.store, 4);
  c.gateway.store.channelFaults.set(1, { failEvery: 2, status: 502, message: 'half down', attempts: 0 });
  for (const model of ['gpt-4o', 'gpt-4o', 'gpt-4o', 'gpt-4o', 'claude-3-5-sonnet-20241022', 'claude-3-5-sonnet-20241022'])
    await c.gateway.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${key.key}` },
      payload: { model, messages: [{ role: 'user', content: 'hi' }] },
    });
  await collect();
  return c;
}

async function status(c: ConsoleUnderTest, query = '', cookie?: string) {
  const answer = await c.app.inject({ url: `/console-api/insight/success-rates${query}`, headers: cookie ? { cookie } : {} });
  return { answer, report: envelopeOf(StatusReportSchema).parse(answer.json()).data };
}

async function setVisibility(c: ConsoleUnderTest, cookie: string, visibility: string, headers: Record<string, string> = {}) {
  return c.app.inject({
    method: 'PUT',
    url: '/console-api/insight/success-rates/visibility',
    headers: { cookie, 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: JSON.stringify({ visibility }),
  });
}

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(
    `a signed-in user sees each model and provider with its bars; the failing model is degraded, the other healthy (${kind})`,
    async (t) => {
      const c = await trafficConsole(t, kind);
      const demo = await sessionFor(c.app, 'demo');
      const { answer, report } = await status(c, '', demo);
      t.equal(answer.statusCode, 200);
      t.equal(answer.headers['cache-control'], 'private, no-store', "a signed-in caller's answer is never stored");
      if (!report) throw new Error('no report');
      t.match(report, { visibility: 'off', shown: 'models', window: '24h', bucket_ms: 3_600_000 });
      t.equal(report.starts.length, 24, 'one bar per hour');
      t.ok(
        Number(report.starts.at(-1)) <= Date.now() && Date.now() < Number(report.starts.at(-1)) + 3_600_000,
        'the last bar is this hour',
      );
      const gpt = report.models.find((line) => line.model === 'gpt-4o');
      t.match(gpt, { requests: 4, failures: 2, now: 'degraded' });
      t.same(gpt?.bars.at(-1), [4, 2], "this hour's bar holds the attempts");
      t.same(
        gpt?.bars.slice(0, -1).flat(),
        Array.from({ length: 46 }, () => 0),
        'the hours before had none',
      );
      t.match(
        report.models.find((line) => line.model === 'claude-3-5-sonnet-20241022'),
        { requests: 2, failures: 0, now: 'healthy' },
      );
      t.match(
        report.providers.map((line) => [line.channel_type, line.requests, line.failures, line.now]),
        [
          [1, 4, 2, 'degraded'],
          [14, 2, 0, 'healthy'],
        ],
      );
      const text = answer.body;
      t.notOk(text.includes('channel_id') || text.includes('OpenAI 主线路') || text.includes('"Anthropic"'), 'no channel id or name');

      const week = (await status(c, '?window=7d', demo)).report;
      t.equal(week?.starts.length, 7);
      t.equal(week?.bucket_ms, 86_400_000);
      t.same(week?.models.find((line) => line.model === 'gpt-4o')?.bars.at(-1), [4, 2], 'the last day holds them');
      t.equal((await status(c, '?window=30d', demo)).report?.starts.length, 30);

      const health = envelopeOf(ModelHealthSchema).parse(
        (await c.app.inject({ url: '/console-api/insight/health', headers: { cookie: demo } })).json(),
      ).data;
      t.match(health?.models, [
        { model: 'claude-3-5-sonnet-20241022', state: 'healthy', requests: 2 },
        { model: 'gpt-4o', state: 'degraded', requests: 4, failures: 2 },
      ]);
    },
  );

  t.test(
    `guests see what the admin chose: nothing by default, then the providers, then the models; a minute in caches (${kind})`,
    async (t) => {
      const c = await trafficConsole(t, kind);
      const guest = await status(c);
      t.equal(guest.answer.statusCode, 200);
      t.equal(guest.answer.headers['cache-control'], 'public, max-age=60');
      t.match(String(guest.answer.headers.vary), /cookie/);
      t.match(guest.report, { visibility: 'off', shown: 'off', providers: [], models: [] }, 'off until an admin chooses');
      t.same(
        envelopeOf(ModelHealthSchema).parse((await c.app.inject('/console-api/insight/health')).json()).data?.models,
        [],
        "nor the models' health",
      );

      const admin = await sessionFor(c.app, 'admin');
      const saved = await setVisibility(c, admin, 'providers');
      t.equal(saved.statusCode, 200);
      t.match(envelopeOf(StatusVisibilitySchema).parse(saved.json()).data, { visibility: 'providers' });
      const providers = (await status(c)).report;
      t.match(providers, { shown: 'providers', models: [] });
      t.same(
        providers?.providers.map((line) => [line.channel_type, line.requests, line.failures]),
        [
          [1, 4, 2],
          [14, 2, 0],
        ],
      );

      await setVisibility(c, admin, 'models');
      const models = await status(c);
      t.match(
        models.report?.models.find((line) => line.model === 'gpt-4o'),
        { requests: 4, failures: 2, now: 'degraded' },
      );
      t.notOk(models.answer.body.includes('channel_id') || models.answer.body.includes('OpenAI 主线路'), 'no channel id or name');
      const health = envelopeOf(ModelHealthSchema).parse((await c.app.inject('/console-api/insight/health')).json()).data;
      t.equal(health?.models.length, 2);
      const read = await c.app.inject({ url: '/console-api/insight/success-rates/visibility', headers: { cookie: admin } });
      t.match(envelopeOf(StatusVisibilitySchema).parse(read.json()).data, { visibility: 'models' });
    },
  );
}

t.test('only admins choose; bad input is a 400 naming the field; a write from another site is refused', async (t) => {
  const c = await startConsole(t);
  const demo = await sessionFor(c.app, 'demo');
  t.equal((await setVisibility(c, demo, 'models')).statusCode, 403);
  t.equal((await c.app.inject({ url: '/console-api/insight/success-rates/visibility', headers: { cookie: demo } })).statusCode, 403);
  t.equal((await setVisibility(c, '', 'models')).statusCode, 401);
  const admin = await sessionFor(c.app, 'admin');
  const bad = await setVisibility(c, admin, 'everything');
  t.equal(bad.statusCode, 400);
  t.match(bad.json(), { success: false, message: 'Invalid value for visibility.' });
  const crossSite = await setVisibility(c, admin, 'models', { origin: 'https://evil.example' });
  t.equal(crossSite.statusCode, 403);
  t.match((await status(c)).report, { visibility: 'off' }, 'nothing was changed');

  const window = await c.app.inject({ url: '/console-api/insight/success-rates?window=1y', headers: { 'accept-language': 'en' } });
  t.equal(window.statusCode, 400);
  t.match(window.json(), { success: false, message: 'Invalid value for window.' });
  t.equal(window.headers['cache-control'], 'no-store');
  const extra = await c.app.inject({ url: '/console-api/insight/success-rates?window=7d&bust=1', headers: { 'accept-language': 'en' } });
  t.equal(extra.statusCode, 400);
  t.match(extra.json(), { message: 'Invalid value for bust.' });
  t.equal((await c.app.inject('/console-api/insight/health?x=1')).statusCode, 400);
  t.match((await status(c, '', demo)).report, { collecting: false, scraped_at: null, models: [] }, 'nothing collected without credentials');
});

t.test("the guests' status page follows the admin's choice at once (its cached copy is dropped)", async (t) => {
  const c = await trafficConsole(t);
  const page = async () => (await c.app.inject({ url: '/status', headers: { 'accept-language': 'en' } })).body;
  const before = await page();
  t.notOk(before.includes('data-testid="traffic-status"'), 'no rates for guests while off');
  const admin = await sessionFor(c.app, 'admin');
  await setVisibility(c, admin, 'models');
  const after = await page();
  t.ok(after.includes('data-testid="traffic-status"'), 'the rates card');
  t.ok(/data-model="gpt-4o" data-state="degraded"/.test(after), 'the failing model, degraded');
  t.ok(/data-model="claude-3-5-sonnet-20241022" data-state="healthy"/.test(after), 'the other, healthy');
  t.ok(/class="traffic-bar-text">[^<]*: 50% success, 4 attempts</.test(after), "a bar's own text says its rate");
  t.notOk(after.includes('OpenAI 主线路'), 'no channel name');
});

t.test("admins see the gateway's channel tests per provider beside the rates; users and guests do not", async (t) => {
  const c = await startConsole(t);
  const channel = c.gateway.store.channels.get(1);
  if (!channel) throw new Error('no channel 1');
  channel.test_time = 1_796_000_000;
  channel.response_time = 420;
  const page = async (cookie?: string) =>
    (await c.app.inject({ url: '/status', headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } })).body;
  const admin = await page(await sessionFor(c.app, 'admin'));
  t.ok(admin.includes('data-testid="status-channel-tests"'), 'the card');
  const openai = /<tr[^>]*data-testid="status-channel-test" data-type="1">(.*?)<\/tr>/.exec(admin)?.[1] ?? '';
  t.ok(openai.includes('OpenAI'), 'per provider');
  t.ok(openai.includes(formatDateTime(1_796_000_000, 'UTC')), 'its latest test');
  t.notOk(admin.includes('OpenAI 主线路'), 'no channel named on the status page');
  t.notOk((await page(await sessionFor(c.app, 'demo'))).includes('status-channel-tests'), 'not for a user');
  t.notOk((await page()).includes('status-channel-tests'), 'not for a guest');
});
