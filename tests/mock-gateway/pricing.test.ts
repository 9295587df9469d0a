import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ErrorEnvelopeSchema } from '#shared/api/schemas/envelope.ts';
import { AvailableModelMapSchema, PriceListSchema } from '#shared/api/schemas/model.ts';
import { pageOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import { PriceFeedPricesSchema, PriceModelListSchema } from '#shared/api/schemas/pricing.ts';
import { planPriceSync } from '#shared/pricing/price-sync.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { computeQuota } from '#mock-gateway/relay/billing.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { sampleFeed } from '#mock-gateway/store/prices/feed.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
type Reply = { success: boolean; message: string; data?: unknown };
const OK = { success: true, message: '' };
const DENIED = { success: false, message: '无权进行此操作，权限不足' };
const OperationRecordPageSchema = pageOf(OperationRecordSchema);
const PRICE = { model: 'acme/chat-1', type: 'tokens', channel_type: 1, input: 2, output: 6, locked: false } as const;

async function setup(t: Parameters<typeof startGateway>[0], options: Parameters<typeof startGateway>[1] = {}) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false, ...options });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  return { gateway, admin, demo };
}

async function records(admin: ReturnType<typeof callerFor<Reply>>, query = 'target_type=price') {
  const page = OperationRecordPageSchema.parse((await admin(`/api/operation_record/?${query}&size=100`)).data);
  return page.data;
}

function prices(gateway: MockGateway) {
  return PriceListSchema.parse([...gateway.store.prices.values()]);
}

t.test('an admin creates, edits (a model name with a slash, escaped or not) and deletes a price; each change is recorded', async (t) => {
  const { gateway, admin } = await setup(t);
  t.same(await admin('/api/prices/single', 'POST', PRICE), OK);
  t.same(await admin('/api/prices/single', 'POST', PRICE), { success: false, message: 'model already exists' });
  t.same(gateway.store.prices.get('acme/chat-1'), PRICE);
  const served = PriceListSchema.parse((await admin('/api/prices')).data).find((price) => price.model === PRICE.model);
  t.same(served, PRICE, '/api/prices follows at once');

  const edited = { ...PRICE, input: 3, locked: true, extra_ratios: { cached_tokens: 0.5 } };
  t.same(await admin('/api/prices/single/acme%2Fchat-1', 'PUT', edited), OK, 'URL-escaped slash');
  t.same(gateway.store.prices.get('acme/chat-1'), edited);
  t.same(await admin('/api/prices/single/acme/chat-1', 'PUT', { ...edited, output: 7 }), OK, 'bare slash, like gin’s *model');
  t.equal(gateway.store.prices.get('acme/chat-1')?.output, 7);
  t.same(await admin('/api/prices/single/nope', 'PUT', PRICE), { success: false, message: 'record not found' });
  t.same(await admin('/api/prices/single/acme%2Fchat-1', 'PUT', { ...edited, model: 'gpt-4' }), {
    success: false,
    message: '模型 gpt-4 已有价格',
  });
  t.same(await admin('/api/prices/single/acme%2Fchat-1', 'DELETE'), OK);
  t.notOk(gateway.store.prices.has('acme/chat-1'));
  t.same(await admin('/api/prices/single/acme%2Fchat-1', 'DELETE'), { success: false, message: 'record not found' });

  const rows = await records(admin);
  t.same(
    rows.map((row) => [row.action, row.target_id, row.username]),
    [
      ['price.delete', 'acme/chat-1', 'admin'],
      ['price.update', 'acme/chat-1', 'admin'],
      ['price.update', 'acme/chat-1', 'admin'],
      ['price.create', 'acme/chat-1', 'admin'],
    ],
    'refusals write nothing',
  );
  t.same(rows[2]?.detail, { before: { input: 2, locked: false }, after: { input: 3, locked: true, extra_ratios: { cached_tokens: 0.5 } } });
});

t.test('grouped prices: one price for many models, members added and removed, then deleted together', async (t) => {
  const { gateway, admin } = await setup(t);
  const price = { ...PRICE, model: '', input: 1, output: 1 };
  t.same(await admin('/api/prices/multiple', 'POST', { original_models: [], models: ['m-a', 'm-b'], price }), OK);
  t.same(
    await admin('/api/prices/multiple', 'POST', { original_models: ['m-a', 'm-b'], models: ['m-b', 'm-c'], price: { ...price, input: 2 } }),
    OK,
  );
  t.notOk(gateway.store.prices.has('m-a'), 'a member taken out loses its price');
  t.same(
    ['m-b', 'm-c'].map((model) => gateway.store.prices.get(model)?.input),
    [2, 2],
  );
  t.same(
    await admin('/api/prices/multiple', 'POST', { original_models: ['m-b'], models: ['m-b', 'gpt-4'], price }),
    { success: false, message: '模型 gpt-4 已有价格' },
    'joining the group never replaces another price silently',
  );
  t.same(await admin('/api/prices/multiple/delete', 'PUT', { models: ['m-b', 'm-c', 'unknown'] }), OK);
  t.notOk(gateway.store.prices.has('m-b') || gateway.store.prices.has('m-c'));
  t.same(
    (await records(admin)).map((row) => [row.action, row.target_id]),
    [
      ['price.delete', 'm-c'],
      ['price.delete', 'm-b'],
      ['price.create', 'm-c'],
      ['price.update', 'm-b'],
      ['price.delete', 'm-a'],
      ['price.create', 'm-b'],
      ['price.create', 'm-a'],
    ],
  );
});

t.test('the model list names every priced model and the exact models channels serve', async (t) => {
  const { gateway, admin } = await setup(t);
  gateway.store.channels.get(1)?.models.push('gpt-unpriced');
  const list = PriceModelListSchema.parse((await admin('/api/prices/model_list')).data);
  t.ok(list.includes('gpt-4o') && list.includes('gpt-unpriced'));
  t.notOk(
    list.some((model) => model.endsWith('*')),
    'channel patterns are not models',
  );
  t.same(list, [...list].sort());
});

t.test('a price edited here is what /prices lists and what the next relay call bills', async (t) => {
  const { gateway, admin } = await setup(t);
  const demo = gateway.store.users.get(4);
  if (!demo) throw new Error('demo missing');
  const key = addTestKey(gateway.store, demo.id, { unlimited_quota: true });
  const call = async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${key.key}` },
      payload: { model: 'gpt-pricing-test', messages: [{ role: 'user', content: 'hello there' }] },
    });
    t.equal(response.statusCode, 200);
    const usage = response.json<{ usage: { prompt_tokens: number; completion_tokens: number } }>().usage;
    return { usage, billed: gateway.store.logs.at(-1)?.quota };
  };
  t.same(await admin('/api/prices/single', 'POST', { ...PRICE, model: 'gpt-pricing-test' }), OK);
  const available = AvailableModelMapSchema.parse(
    (await callerFor<Reply>(gateway, await signIn(gateway, 'demo'))('/api/available_model')).data,
  );
  t.same(available['gpt-pricing-test']?.groups, ['default', 'vip'], 'reached through the channel that serves gpt-*');
  const first = await call();
  t.equal(
    first.billed,
    computeQuota({ type: 'tokens', input: 2, output: 6 }, 1, {
      promptTokens: first.usage.prompt_tokens,
      completionTokens: first.usage.completion_tokens,
    }),
  );
  t.same(await admin('/api/prices/single/gpt-pricing-test', 'PUT', { ...PRICE, model: 'gpt-pricing-test', input: 20, output: 60 }), OK);
  const second = await call();
  t.equal(
    second.billed,
    computeQuota({ type: 'tokens', input: 20, output: 60 }, 1, {
      promptTokens: second.usage.prompt_tokens,
      completionTokens: second.usage.completion_tokens,
    }),
  );
  t.ok((second.billed ?? 0) > (first.billed ?? 0));
});

t.test('sync: the three modes apply the same plan the console shows, and locked prices are never touched', async (t) => {
  const feed = sampleFeed();
  for (const mode of ['add', 'update', 'overwrite'] as const) {
    await t.test(mode, async (t) => {
      const { gateway, admin } = await setup(t);
      const before = prices(gateway);
      const plan = planPriceSync(before, feed);
      t.same(plan.lockedSkipped, ['claude-3-5-sonnet-20241022'], 'the sample feed changes one locked price');
      t.same(
        plan.added.map((price) => price.model),
        ['gpt-4.1', 'gpt-4.1-mini', 'claude-3-7-sonnet-20250219'],
      );
      t.same(
        plan.changed.map((change) => change.before.model),
        ['gpt-4o', 'deepseek-chat'],
      );
      t.same(
        plan.removed.map((price) => price.model),
        ['suno-v3', 'grok-beta'],
      );
      const locked = structuredClone(gateway.store.prices.get('claude-3-5-sonnet-20241022'));
      t.same(await admin(`/api/prices/sync?updateMode=${mode}`, 'POST', feed as unknown as object), OK);
      const store = gateway.store.prices;
      t.same(store.get('claude-3-5-sonnet-20241022'), locked, 'locked stays as it was');
      t.equal(store.has('gpt-4.1'), mode !== 'update', 'added by add and overwrite');
      t.equal(store.get('gpt-4o')?.input, mode === 'add' ? 2.5 : 1.25, 'changed by update and overwrite');
      t.equal(store.has('grok-beta'), mode !== 'overwrite', 'removed by overwrite only');
      const [record] = await records(admin, 'action=price.sync');
      t.equal(record?.target_id, mode);
      const touched = Object.keys({ ...record?.detail.before, ...record?.detail.after }).sort();
      const expected = {
        add: ['claude-3-7-sonnet-20250219', 'gpt-4.1', 'gpt-4.1-mini'],
        update: ['deepseek-chat', 'gpt-4o'],
        overwrite: ['claude-3-7-sonnet-20250219', 'deepseek-chat', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4o', 'grok-beta', 'suno-v3'],
      }[mode];
      t.same(touched, expected, 'the record names every model the sync touched');
    });
  }
});

t.test('sync refuses an unknown mode and a bad feed, and changes nothing', async (t) => {
  const { gateway, admin } = await setup(t);
  const feed = sampleFeed();
  t.same(await admin('/api/prices/sync?updateMode=system', 'POST', feed as unknown as object), {
    success: false,
    message: '无效的更新模式',
  });
  t.same(await admin('/api/prices/sync', 'POST', feed as unknown as object), { success: false, message: '无效的更新模式' });
  t.same(await admin('/api/prices/sync?updateMode=add', 'POST', [{ model: 'x', type: 'per-call', channel_type: 1, input: 1, output: 1 }]), {
    success: false,
    message: '无效的参数',
  });
  t.same(await admin('/api/prices/sync?updateMode=add', 'POST', []), { success: false, message: '无效的参数' });
  t.equal(gateway.store.prices.size, 22);
  t.same(await records(admin), []);
});

t.test('the feed: the double names its own, serves it, and fetches nothing else but an allow-listed URL', async (t) => {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify([{ model: 'feed-only', type: 'times', channel_type: 1, input: 3, output: 3 }]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { gateway, admin } = await setup(t, { priceFeedAllowList: [`${base}/allowed.json`] });

  const own = (
    await gateway.inject({
      url: '/api/prices/updateService',
      headers: { cookie: await signIn(gateway, 'admin'), 'x-forwarded-host': 'console.test' },
    })
  ).json<Reply>();
  t.same(own, { ...OK, data: 'http://console.test/api/prices/feed' }, 'named on the console’s origin');
  const viaConsole = await gateway.inject({
    url: `/api/prices/fetch_feed?url=${encodeURIComponent('http://console.test/api/prices/feed')}`,
    headers: { cookie: await signIn(gateway, 'admin'), 'x-forwarded-host': 'console.test' },
  });
  t.same(PriceFeedPricesSchema.parse(viaConsole.json<Reply>().data), sampleFeed(), 'the own feed is read without a request');
  t.same((await gateway.inject('/api/prices/feed')).json<Reply>().data, sampleFeed(), 'and served publicly');

  const allowed = await admin(`/api/prices/fetch_feed?url=${encodeURIComponent(`${base}/allowed.json`)}`);
  t.same(allowed.data, [{ model: 'feed-only', type: 'times', channel_type: 1, input: 3, output: 3 }]);
  t.equal(hits, 1);
  // The attack: a URL of the user's choosing (metadata service, internal hosts, other paths, schemes).
  for (const url of [
    `${base}/secret`,
    `${base}/allowed.json?x=1`,
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'http://console.test/api/prices/feed',
  ]) {
    t.same(
      await admin(`/api/prices/fetch_feed?url=${encodeURIComponent(url)}`),
      { success: false, message: '价格源地址不在允许列表中' },
      url,
    );
  }
  t.same(await admin('/api/prices/fetch_feed'), { success: false, message: '无效的参数' });
  t.equal(hits, 1, 'no refused URL was ever requested');
});

t.test('validation is a 200 envelope, never a 5xx; a common user is refused everything', async (t) => {
  const { gateway, admin, demo } = await setup(t);
  for (const body of [
    { ...PRICE, model: '' },
    { ...PRICE, model: 'x'.repeat(101) },
    { ...PRICE, type: 'per-call' },
    { ...PRICE, input: -1 },
    { ...PRICE, output: 'cheap' },
    { ...PRICE, channel_type: 1.5 },
    { ...PRICE, extra_ratios: { cached_tokens: -1 } },
  ]) {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/prices/single',
      headers: { cookie: await signIn(gateway, 'admin') },
      payload: body,
    });
    t.equal(response.statusCode, 200);
    t.same(response.json(), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.same(await admin('/api/prices/multiple', 'POST', { original_models: [], models: [], price: PRICE }), {
    success: false,
    message: '无效的参数',
  });
  t.same(await admin('/api/prices/multiple/delete', 'PUT', { models: 'gpt-4' }), { success: false, message: '无效的参数' });
  const bad = await gateway.inject({
    method: 'POST',
    url: '/api/prices/single',
    headers: { cookie: await signIn(gateway, 'admin'), 'content-type': 'application/json' },
    payload: '{',
  });
  t.equal(bad.statusCode, 200, "a body that does not parse: one-hub's HTTP 200 failure");
  t.ok(ErrorEnvelopeSchema.safeParse(bad.json()).success);

  const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', object?][] = [
    ['/api/prices/model_list', 'GET'],
    ['/api/prices/single', 'POST', PRICE],
    ['/api/prices/single/gpt-4', 'PUT', PRICE],
    ['/api/prices/single/gpt-4', 'DELETE'],
    ['/api/prices/multiple', 'POST', { original_models: [], models: ['x'], price: PRICE }],
    ['/api/prices/multiple/delete', 'PUT', { models: ['gpt-4'] }],
    ['/api/prices/updateService', 'GET'],
    ['/api/prices/fetch_feed?url=%2Fapi%2Fprices%2Ffeed', 'GET'],
    ['/api/prices/sync?updateMode=overwrite', 'POST', sampleFeed() as unknown as object],
  ];
  for (const [url, method, body] of calls) t.same(await demo(url, method, body), DENIED, `${method} ${url}`);
  t.equal(gateway.store.prices.get('gpt-4')?.input, 15);
  t.equal(gateway.store.operations.length, 0);
});
