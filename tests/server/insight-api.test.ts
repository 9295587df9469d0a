import t from 'tap';
import { pino } from 'pino';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { FailureLinesSchema, FailureReportSchema } from '#shared/api/schemas/insight.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { insightCollectJob } from '#server/insight/collect-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// The failure explorer's endpoints over traffic through the double with channel 1 failing every
// other attempt: the channel on top, its reason grouped, the failing minute, its lines; admins only.

const METRICS = { user: 'scraper', password: 'scrape-secret' };

async function collect(c: ConsoleUnderTest, job: ReturnType<typeof insightCollectJob>) {
  await job.run({ now: Date.now(), store: c.app.store, log: pino({ level: 'silent' }), stillLeader: () => true, leaseMs: 30_000 });
}

async function trafficConsole(t: Parameters<typeof startConsole>[0]) {
  const c = await startConsole(t, { gateway: { metrics: METRICS } });
  const job = insightCollectJob({
    gatewayUrl: c.config.gatewayUrl,
    metrics: METRICS,
    rootApi: adminApi(c.config.gatewayUrl, seedAccessToken('root'), 3000),
    scrapeIntervalMs: 0,
    retentionMs: 90 * 86_400_000,
    timeoutMs: 3000,
  });
  await collect(c, job); // the baseline
  const key = addTestKey(c.gateway.store, 4);
  c.gateway.store.channelFaults.set(1, { failEvery: 2, status: 502, message: 'half down (request id: 123)', attempts: 0 });
  for (const model of [
    'gpt-4o',
    'gpt-4o',
    'gpt-4o',
    'gpt-4o',
    'gpt-4o',
    'gpt-4o',
    'claude-3-5-sonnet-20241022',
    'claude-3-5-sonnet-20241022',
  ])
    await c.gateway.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${key.key}` },
      payload: { model, messages: [{ role: 'user', content: 'hi' }] },
    });
  await collect(c, job);
  return c;
}

t.test('an admin sees the failing channel on top, its reason, its minute and its lines', async (t) => {
  const c = await trafficConsole(t);
  const admin = await sessionFor(c.app, 'admin');
  const answer = await c.app.inject({ url: '/console-api/insight/failures', headers: { cookie: admin } });
  t.equal(answer.statusCode, 200);
  const report = envelopeOf(FailureReportSchema).parse(answer.json()).data;
  if (!report) throw new Error('no report');
  t.match(report.totals, { requests: 8, failures: 3 });
  t.match(report.channels[0], { channel_id: 1, requests: 6, failures: 3 });
  t.match(report.channels[1], { channel_id: 3, requests: 2, failures: 0 });
  t.same(report.statuses, [
    { status: 200, requests: 5 },
    { status: 502, requests: 3 },
  ]);
  t.match(report.reasons, [{ reason: 'half down', count: 3, channel_ids: [1] }], 'grouped without the request id');
  t.match(report.hotspots[0], { channel_id: 1, model: 'gpt-4o', failures: 3, requests: 6, bucket_ms: 60_000 });
  t.ok(report.scraped_at !== null);
  const spot = report.hotspots[0];
  const lines = await c.app.inject({
    // The window the page's drill-down reads: from the scrape before the bucket's to the bucket's end.
    url: `/console-api/insight/failures/lines?channel=1&from=${spot?.covers_from ?? 0}&to=${(spot?.bucket_start ?? 0) + (spot?.bucket_ms ?? 0)}`,
    headers: { cookie: admin },
  });
  const rows = envelopeOf(FailureLinesSchema).parse(lines.json()).data ?? [];
  t.equal(rows.length, 3);
  t.match(rows[0], { channel_id: 1, channel_name: 'OpenAI 主线路', reason: 'half down (request id: 123)' });
  const narrowed = envelopeOf(FailureReportSchema).parse(
    (await c.app.inject({ url: '/console-api/insight/failures?model=claude-3-5-sonnet-20241022', headers: { cookie: admin } })).json(),
  ).data;
  t.match(narrowed?.totals, { requests: 2, failures: 0 });
});

t.test("only admins; a bad range is a 400 naming the field, in the reader's language", async (t) => {
  const c = await startConsole(t);
  const demo = await sessionFor(c.app, 'demo');
  const refused = await c.app.inject({ url: '/console-api/insight/failures', headers: { cookie: demo, 'accept-language': 'en' } });
  t.equal(refused.statusCode, 403);
  t.match(refused.json(), { success: false, message: "Only admins see the gateway's traffic." });
  t.equal((await c.app.inject('/console-api/insight/failures')).statusCode, 401);
  const admin = await sessionFor(c.app, 'admin');
  const bad = await c.app.inject({
    url: '/console-api/insight/failures?from=10&to=5',
    headers: { cookie: admin, 'accept-language': 'en' },
  });
  t.equal(bad.statusCode, 400);
  t.match(bad.json(), { success: false, message: 'Invalid value for from.' });
  const off = envelopeOf(FailureReportSchema).parse(
    (await c.app.inject({ url: '/console-api/insight/failures', headers: { cookie: admin } })).json(),
  ).data;
  t.match(
    off,
    { collecting: { metrics: false, log: false }, scraped_at: null, totals: { requests: 0 } },
    'nothing configured, nothing collected',
  );
});

t.test("a failing minute's lines are found when the scrape that counted them came a minute later", async (t) => {
  const c = await startConsole(t, { gateway: { metrics: METRICS } });
  // The console's fetch times run two minutes behind; the double's clock (its log lines) one.
  const options = {
    gatewayUrl: c.config.gatewayUrl,
    metrics: METRICS,
    scrapeIntervalMs: 0,
    retentionMs: 90 * 86_400_000,
    timeoutMs: 3000,
    realNow: () => Date.now() - 120_000,
  };
  // The counters' baseline only (the log's lines before the clock moved would be its newest).
  await collect(c, insightCollectJob({ ...options, rootApi: null }));
  c.gateway.store.now = () => Date.now() - 60_000;
  const key = addTestKey(c.gateway.store, 4);
  c.gateway.store.channelFaults.set(1, { failEvery: 1, status: 502, message: 'down', attempts: 0 });
  await c.gateway.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
  });
  const job = insightCollectJob({ ...options, rootApi: adminApi(c.config.gatewayUrl, seedAccessToken('root'), 3000) });
  await collect(c, job);
  const admin = await sessionFor(c.app, 'admin');
  const report = envelopeOf(FailureReportSchema).parse(
    (await c.app.inject({ url: '/console-api/insight/failures', headers: { cookie: admin } })).json(),
  ).data;
  const spot = report?.hotspots[0];
  if (!spot) throw new Error('no hotspot');
  t.ok(spot.covers_from < spot.bucket_start, 'the window reaches back before the minute that booked them');
  const lines = await c.app.inject({
    url: `/console-api/insight/failures/lines?channel=1&from=${spot.covers_from}&to=${spot.bucket_start + spot.bucket_ms}`,
    headers: { cookie: admin },
  });
  t.match(envelopeOf(FailureLinesSchema).parse(lines.json()).data, [{ channel_id: 1, reason: 'down' }]);
});
