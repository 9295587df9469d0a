import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { SystemLogSchema } from '#shared/api/schemas/system-info.ts';
import { readProviderScrape } from '#server/insight/metrics-source.ts';
import { readFailureLine } from '#server/insight/system-log-source.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

/*
 * `/api/metrics` and the system log's failure lines, the double against the real one-hub: the
 * fixtures were captured from one-hub v0.14.27 (../shared/one-hub/src built as its README says,
 * METRICS_USER/METRICS_PASSWORD set) after two chat calls through an OpenAI channel #1 whose
 * upstream refused the connection. The double, given the same traffic, writes the same families,
 * label sets and sample lines, and the console reads both alike.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const realMetrics = readFileSync(join(FIXTURES, 'one-hub-metrics.txt'), 'utf8');
const realLog = envelopeOf(SystemLogSchema).parse(JSON.parse(readFileSync(join(FIXTURES, 'one-hub-system-log.json'), 'utf8'))).data ?? [];
const METRICS = { user: 'm', password: 'p' };

/** A family's HELP, TYPE and sample lines as written. */
function family(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith(`# HELP ${name} `) ||
        line.startsWith(`# TYPE ${name} `) ||
        line.startsWith(`${name}{`) ||
        line.startsWith(`${name} `),
    );
}

t.test("the console reads the real one-hub's counters and failure lines", async (t) => {
  const scrape = readProviderScrape(realMetrics);
  t.same(scrape.series, [{ channelId: 1, channelType: 1, model: 'gpt-4o', status: 500, value: 2 }]);
  t.ok(scrape.gatewayStart > 1.7e12, 'the process start time, in ms');
  const failures = realLog.flatMap((entry) => readFailureLine(entry) ?? []);
  t.equal(failures.length, 2);
  t.match(failures[0], { channel_id: 1, channel_name: 'broken one', reason: '请求上游地址失败', status: null });
  t.match(failures[0]?.request_id, /^\d{14}\d+[A-Za-z0-9]{8}$/);
});

t.test('the double writes the same families and lines for the same traffic', async (t) => {
  const app = await startGateway(t, { metrics: METRICS });
  const key = addTestKey(app.store, 1, { group: 'default' });
  app.store.channelFaults.set(1, { failEvery: 1, status: 500, message: '请求上游地址失败', attempts: 0 });
  for (let i = 0; i < 2; i++)
    await app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${key.key}` },
      payload: { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
    });
  const doubled = (await app.inject({ url: '/api/metrics', headers: { authorization: `Basic ${Buffer.from('m:p').toString('base64')}` } }))
    .body;
  t.same(
    family(doubled, 'provider_requests_total'),
    family(realMetrics, 'provider_requests_total'),
    'provider_requests_total: the same lines',
  );
  for (const name of ['http_requests_total', 'process_start_time_seconds'])
    t.same(family(doubled, name).slice(0, 2), family(realMetrics, name).slice(0, 2), `${name}: the same HELP and TYPE`);
  const sample = /^http_requests_total\{code="\d{3}",method="[A-Z]+",path="[^"]*"\} \d+$/;
  for (const text of [doubled, realMetrics])
    t.ok(
      family(text, 'http_requests_total')
        .slice(2)
        .every((line) => sample.test(line)),
    );
  for (const text of [doubled, realMetrics])
    t.ok(family(text, 'http_requests_total').includes('http_requests_total{code="500",method="POST",path="/v1/chat/completions"} 2'));
  const root = await signIn(app, 'root');
  const log =
    envelopeOf(SystemLogSchema).parse(
      (await app.inject({ method: 'POST', url: '/api/system_info/log', headers: { cookie: root }, payload: { count: 500 } })).json(),
    ).data ?? [];
  const shape = (message: string) => message.replace(/^\S+ \|/, '<id> |').replace(/#\d+\([^)]*\)/, '#N(name)');
  const real = realLog.filter((entry) => entry.Message.includes('relay error')).map((entry) => [entry.Level, shape(entry.Message)]);
  const ours = log.filter((entry) => entry.Message.includes('relay error')).map((entry) => [entry.Level, shape(entry.Message)]);
  t.same(ours, real, 'relay error lines: level, layout, trailing " \\n"');
  t.same(Object.keys(log[0] ?? {}), Object.keys(realLog[0] ?? {}));
});
