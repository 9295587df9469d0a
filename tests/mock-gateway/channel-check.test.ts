import t from 'tap';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { unknownModelMessage } from '#mock-gateway/store/channel/check.ts';
import { ChannelCheckEventSchema, checkVerdict } from '#shared/api/schemas/channel-check.ts';
import type { ChannelCheckEvent, ChannelCheckResult } from '#shared/api/schemas/channel-check.ts';
import { createSseParser } from '#shared/api/sse.ts';

const NOW = Date.UTC(2025, 0, 1);
const REFUSED = { success: false, message: '无权进行此操作，权限不足' };

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = await signIn(gateway, 'admin');
  return { gateway, admin };
}

function check(gateway: MockGateway, cookie: string | undefined, payload: object) {
  return gateway.inject({ method: 'POST', url: '/api/sse/channel/check', headers: cookie ? { cookie } : {}, payload });
}

/** The stream's events in order, each checked against the shared schema. */
function eventsOf(body: string): ChannelCheckEvent[] {
  const parser = createSseParser();
  return [...parser.push(body), ...parser.end()].map((data) => ChannelCheckEventSchema.parse(JSON.parse(data)));
}

function results(events: readonly ChannelCheckEvent[]): ChannelCheckResult[] {
  return events.flatMap((event) => (event.type === 'result' ? [event.data] : []));
}

t.test('an admin gets a heartbeat, one result per model in the order asked, then done', async (t) => {
  const { gateway, admin } = await setup(t);
  const response = await check(gateway, admin, { id: 1, models: 'gpt-4o-mini, no-such-model ,gpt-4o-mini,gpt-4o' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^text\/event-stream/);
  t.equal(response.headers['cache-control'], 'no-cache');
  t.match(response.body, /^event:message\ndata:\{/, "gin's SSEvent framing");
  const events = eventsOf(response.body);
  t.same(
    events.map((event) => event.type),
    ['heartbeat', 'result', 'result', 'result', 'done'],
    'a repeated model is checked once',
  );
  t.same(events[0]?.data, 'ping');
  t.same(events.at(-1)?.data, 'completed');
  const [mini, unknown, big] = results(events);
  t.same([mini?.model, unknown?.model, big?.model], ['gpt-4o-mini', 'no-such-model', 'gpt-4o']);
  if (!mini || !unknown || !big) throw new Error('missing results');
  t.same(checkVerdict(mini), { passed: true, message: '' }, 'a model the channel serves passes every item');
  t.same(
    mini.process?.map((step) => step.name),
    ['基础检测', '错误检测', 'json格式检测', '函数调用检测'],
    "upstream's steps",
  );
  t.same(checkVerdict(unknown), { passed: false, message: unknownModelMessage('no-such-model') });
  t.ok(
    unknown.process?.every((step) => step.response === null),
    'no answer for a failed step',
  );
  for (const result of [mini, unknown, big]) {
    t.ok(result.time !== undefined && result.time >= 0.3 && result.time < 2, `${result.model}: a simulated time`);
  }
  const again = await check(gateway, admin, { id: 1, models: 'gpt-4o-mini,no-such-model,gpt-4o' });
  t.equal(again.body, response.body, 'the same check answers the same stream, byte for byte');
});

t.test('a refused key fails every model with the provider message and changes nothing', async (t) => {
  const { gateway, admin } = await setup(t);
  const created = await gateway.inject({
    method: 'POST',
    url: '/api/channel/',
    headers: { cookie: admin },
    payload: { type: 1, name: 'broken', key: 'sk-fail-1', models: 'gpt-4o-mini', group: 'default' },
  });
  t.same(created.json(), { success: true, message: '' });
  const channel = [...gateway.store.channels.values()].find((record) => record.name === 'broken');
  if (!channel) throw new Error('not created');
  const before = { ...channel };
  const records = gateway.store.operations.length;
  const events = eventsOf((await check(gateway, admin, { id: channel.id, models: 'gpt-4o-mini,gpt-4o' })).body);
  t.same(
    results(events).map((result) => checkVerdict(result)),
    [
      { passed: false, message: 'Incorrect API key provided (status code 401)' },
      { passed: false, message: 'Incorrect API key provided (status code 401)' },
    ],
  );
  t.equal(events.at(-1)?.type, 'done');
  t.same({ ...channel }, before, 'a check neither stores times nor disables the channel');
  t.equal(gateway.store.operations.length, records, 'and writes no operation record');
});

t.test('bad bodies and unknown channels answer the envelope; other roles are refused', async (t) => {
  const { gateway, admin } = await setup(t);
  const invalid = { success: false, message: '无效的参数' };
  for (const payload of [{}, { id: 'x', models: 'gpt-4o' }, { id: 0, models: 'gpt-4o' }, { id: 1 }, { id: 1, models: '  ' }]) {
    const response = await check(gateway, admin, payload);
    t.equal(response.statusCode, 200);
    t.match(response.headers['content-type'], /^application\/json/);
    t.same(response.json(), invalid, JSON.stringify(payload));
  }
  t.same((await check(gateway, admin, { id: 999, models: 'gpt-4o' })).json(), { success: false, message: 'record not found' });
  t.same((await check(gateway, admin, { id: 1, models: ', ,' })).json(), { success: false, message: 'models is empty' });
  for (const username of ['demo', 'operator']) {
    const response = await check(gateway, await signIn(gateway, username), { id: 1, models: 'gpt-4o' });
    t.same(response.json(), REFUSED, username);
  }
  const guest = await check(gateway, undefined, { id: 1, models: 'gpt-4o' });
  t.equal(guest.statusCode, 401);
  t.equal(guest.json<{ success: boolean }>().success, false);
});
