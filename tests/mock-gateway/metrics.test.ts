import t from 'tap';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { goFloat } from '#mock-gateway/store/metrics/go-float.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';
import { SystemLogSchema } from '#shared/api/schemas/system-info.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';

/*
 * one-hub's `GET /api/metrics` (middleware/metrics.go, metrics/main.go) and the system log's
 * failure lines (relay/main.go, relay/common.go) as the double writes them.
 */

const NOW = Date.UTC(2026, 11, 1, 8, 0, 0);
const METRICS = { user: 'scraper', password: 'scrape-secret' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function chat(app: MockGateway, key: TokenRecord, model = 'gpt-4o') {
  return app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model, messages: [{ role: 'user', content: 'hi' }] },
  });
}

async function scrape(app: MockGateway) {
  const answer = await app.inject({ url: '/api/metrics', headers: { authorization: basic(METRICS.user, METRICS.password) } });
  return { answer, families: parsePrometheusTextFormat(answer.body) };
}

function providerCount(families: ReturnType<typeof parsePrometheusTextFormat>, labels: Record<string, string>): number {
  const family = families.find((f) => f.name === 'provider_requests_total');
  const metric = family?.metrics.find((m) => 'value' in m && Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return metric && 'value' in metric ? Number(metric.value) : 0;
}

async function systemLog(app: MockGateway): Promise<string[]> {
  const root = await signIn(app, 'root');
  const answer = await app.inject({ method: 'POST', url: '/api/system_info/log', headers: { cookie: root }, payload: { count: 500 } });
  return (envelopeOf(SystemLogSchema).parse(answer.json()).data ?? []).map((line) => line.Message);
}

t.test('goFloat writes values as Go does: shortest digits, exponent from 1e6 and below 1e-4', async (t) => {
  t.equal(goFloat(3), '3');
  t.equal(goFloat(999999), '999999');
  t.equal(goFloat(1000000), '1e+06');
  t.equal(goFloat(1234567), '1.234567e+06');
  t.equal(goFloat(1796112000.25), '1.79611200025e+09');
  t.equal(goFloat(0.0001), '0.0001');
  t.equal(goFloat(0.00001), '1e-05');
  t.equal(goFloat(Infinity), '+Inf');
});

t.test('/api/metrics: a bare 404 without metrics credentials configured, or with the wrong ones', async (t) => {
  const unset = await startGateway(t, { now: () => NOW });
  const none = await unset.inject({ url: '/api/metrics', headers: { authorization: basic('', '') } });
  t.equal(none.statusCode, 404);
  t.equal(none.body, '');
  const app = await startGateway(t, { now: () => NOW, metrics: METRICS });
  t.equal((await app.inject('/api/metrics')).statusCode, 404, 'no credentials');
  t.equal((await app.inject({ url: '/api/metrics', headers: { authorization: basic('scraper', 'wrong') } })).statusCode, 404);
  const { answer } = await scrape(app);
  t.equal(answer.statusCode, 200);
  t.match(answer.headers['content-type'], /^text\/plain; version=0\.0\.4/);
});

t.test("every attempt is counted by channel type, channel id, requested model and status, in the Go client's layout", async (t) => {
  const app = await startGateway(t, { now: () => NOW, metrics: METRICS, testEndpoints: true });
  const key = addTestKey(app.store, 4);
  app.store.channelFaults.set(1, { failEvery: 2, status: 500, message: 'upstream exploded', attempts: 0 });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await chat(app, key)).statusCode);
  t.same(statuses, [200, 500, 200, 500], 'every other call through channel 1 fails');
  await chat(app, key, 'claude-3-5-sonnet-20241022');
  const { answer, families } = await scrape(app);
  t.equal(providerCount(families, { channel_id: '1', channel_type: '1', model: 'gpt-4o', type: '200' }), 2);
  t.equal(providerCount(families, { channel_id: '1', channel_type: '1', model: 'gpt-4o', type: '500' }), 2);
  t.equal(providerCount(families, { channel_id: '3', channel_type: '14', type: '200' }), 1);
  t.match(
    answer.body,
    '# HELP provider_requests_total Total number of provider requests.\n# TYPE provider_requests_total counter\nprovider_requests_total{channel_id="1",channel_type="1",model="gpt-4o",type="200"} 2\n',
    'labels sorted by name, as the Go client writes them',
  );
  t.match(answer.body, /\nprocess_start_time_seconds 1\.796112e\+09\n/, "the start time, a restart's mark");
  t.match(answer.body, /http_requests_total\{code="200",method="POST",path="\/v1\/chat\/completions"\} 3\n/);
  const lines = await systemLog(app);
  const failures = lines.filter((line) => line.includes('relay error (channel #1(OpenAI 主线路)): upstream exploded'));
  t.equal(failures.length, 2, 'one relay error line per failed attempt');
  t.match(failures[0], /^\d{14}\d+[a-z0-9]{8} \| relay error \(channel #1\(OpenAI 主线路\)\): upstream exploded \n$/);
});

t.test('with RetryTimes, a failed attempt is retried on another channel and both attempts are counted', async (t) => {
  const app = await startGateway(t, { now: () => NOW, metrics: METRICS, settings: { RetryTimes: 2 } });
  const key = addTestKey(app.store, 4, { group: 'vip' });
  app.store.channelFaults.set(1, { failEvery: 1, status: 503, message: 'overloaded', attempts: 0 });
  const answer = await chat(app, key);
  t.equal(answer.statusCode, 200, 'the retry on the backup channel answers');
  const { families } = await scrape(app);
  t.equal(providerCount(families, { channel_id: '1', type: '503' }), 1);
  t.equal(providerCount(families, { channel_id: '2', type: '200' }), 1);
  const lines = await systemLog(app);
  t.ok(lines.some((line) => /\| using channel #2\(OpenAI 备用\) to retry \(remain times 2\) \n$/.test(line)));
  app.store.channelFaults.set(2, { failEvery: 1, status: 503, message: 'also down', attempts: 0 });
  const failed = await chat(app, key);
  t.equal(failed.statusCode, 503, 'no channel left: the last failure is the answer');
  t.match(failed.json(), { error: { message: /^also down \(request id: / } });
});

t.test('the channel-fault test endpoint: loopback only, absent without test endpoints', async (t) => {
  const app = await startGateway(t, { now: () => NOW, testEndpoints: true });
  const set = await app.inject({ method: 'PUT', url: '/api/_mock/channel_fault', payload: { channel_id: 3, fail_every: 2 } });
  t.match(set.json(), { success: true });
  t.equal(app.store.channelFaults.get(3)?.failEvery, 2);
  await app.inject({ method: 'PUT', url: '/api/_mock/channel_fault', payload: { channel_id: 3, fail_every: 0 } });
  t.notOk(app.store.channelFaults.has(3), 'fail_every 0 clears it');
  t.match((await app.inject({ method: 'PUT', url: '/api/_mock/channel_fault', payload: { channel_id: 999, fail_every: 2 } })).json(), {
    success: false,
  });
  const closed = await startGateway(t, { now: () => NOW });
  t.equal(
    (await closed.inject({ method: 'PUT', url: '/api/_mock/channel_fault', payload: { channel_id: 3, fail_every: 2 } })).statusCode,
    404,
  );
});
