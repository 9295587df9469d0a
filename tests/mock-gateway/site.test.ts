import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  AvailableModelMapSchema,
  ChannelGroupRateSchema,
  ChatLinksSchema,
  chatLinkIdsValid,
  HotModelListSchema,
  OwnedBySchema,
  PriceListSchema,
  StatusSchema,
  UserGroupMapSchema,
  UserGroupRateMapSchema,
  envelopeOf,
} from '#shared/api/schemas/index.ts';
import type { z } from 'zod';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, ...options });
}

type App = Awaited<ReturnType<typeof start>>;

async function getData<T extends z.core.$ZodType>(app: App, url: string, schema: T, cookie?: string): Promise<z.infer<T>> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
  const body = envelopeOf(schema).parse(res.json<unknown>());
  if (!body.success || body.data === undefined) throw new Error(`${url}: ${body.message}`);
  return body.data;
}

t.test('status carries upstream defaults, extension keys and a fixed start time', async (t) => {
  const app = await start(t);
  const status = await getData(app, '/api/status', StatusSchema);
  t.match(status, {
    version: 'v0.13.34',
    system_name: 'AI Gateway',
    quota_per_unit: 500000,
    display_in_currency: true,
    PaymentUSDRate: 7.3,
    PaymentMinAmount: 1,
    RechargeDiscount: '{"20":0.98,"200":0.95,"1000":0.9}',
    turnstile_check: false,
    turnstile: false,
    WebHomeEnabled: true,
    WebHomeURL: '',
    MjEnabled: true,
    UserInvoiceMonth: true,
    google_oauth: true,
    github_oauth: true,
    logo_dark: '',
  });
  t.equal(status.start_time, NOW / 1000);
  t.type(status.github_client_id, 'string');
  t.type(status.google_client_id, 'string');
  const links = ChatLinksSchema.parse(JSON.parse(status.chat_links));
  t.equal(links.length, 4);
  t.ok(chatLinkIdsValid(links), "every seeded link has its own id, as one-hub's editor gives them");
  t.same(
    links.filter((link) => link.show).map((link) => link.sort),
    [1, 2],
  );
  t.same(
    links.filter((link) => !link.show).map((link) => link.sort),
    [3, 4],
  );
  t.ok(links.every((link) => link.url.includes('{key}') && link.url.includes('{server}')));
});

t.test('status overrides from the options', async (t) => {
  const app = await start(t, { status: { WebHomeEnabled: false, system_name: 'Test Hub' } });
  const status = await getData(app, '/api/status', StatusSchema);
  t.equal(status.WebHomeEnabled, false);
  t.equal(status.system_name, 'Test Hub');
  app.store.status.MjEnabled = false;
  t.equal((await getData(app, '/api/status', StatusSchema)).MjEnabled, false, 'store changes show up live');
});

t.test('notice is a markdown string', async (t) => {
  const res = await (await start(t)).inject({ method: 'GET', url: '/api/notice' });
  t.match(res.json<unknown>(), { success: true, data: /^# .+\n[\s\S]*\n- [\s\S]*\]\(\/prices\)/ });
});

t.test('ownedby is keyed by numeric id', async (t) => {
  const owners = await getData(await start(t), '/api/ownedby', OwnedBySchema);
  t.match(owners, { 1: { id: 1, name: 'OpenAI' }, 14: { name: 'Anthropic' }, 25: { name: 'Gemini' }, 56: { name: 'xAI' } });
  t.equal(Object.keys(owners).length, 10);
});

t.test('prices are sorted by channel_type then model; type=old needs admin and has no envelope', async (t) => {
  const app = await start(t);
  const prices = await getData(app, '/api/prices', PriceListSchema);
  t.ok(prices.length >= 20);
  const keys = prices.map((p) => [p.channel_type, p.model] as const);
  t.same(
    keys,
    [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)),
  );
  t.match(
    prices.find((p) => p.model === 'gpt-4'),
    { input: 15, output: 30, type: 'tokens' },
  );
  t.match(
    prices.find((p) => p.model === 'dall-e-3'),
    { type: 'times', input: 20 },
  );
  t.same(await getData(app, '/api/prices?type=default', PriceListSchema), prices);

  t.equal((await app.inject('/api/prices?type=old')).statusCode, 401);
  const demo = await app.inject({ url: '/api/prices?type=old', headers: { cookie: await signIn(app, 'demo') } });
  t.match(demo.json<unknown>(), { success: false, message: '无权进行此操作，权限不足' });
  const admin = await app.inject({ url: '/api/prices?type=old', headers: { cookie: await signIn(app, 'admin') } });
  t.same(PriceListSchema.parse(admin.json<unknown>()), prices);
  t.match((await app.inject('/api/prices?type=nope')).json<unknown>(), { success: false, message: 'pricing data not found' });
});

t.test('available models list only public groups and the caller’s own', async (t) => {
  const app = await start(t);
  const guest = await getData(app, '/api/available_model', AvailableModelMapSchema);
  t.notOk('mj_imagine' in guest, 'svip-only model hidden from guests');
  t.match(guest['gpt-4o'], { groups: ['default', 'vip'], owned_by: 'OpenAI', price: { input: 2.5, output: 7.5 } });
  t.match(guest['gpt-4'], { groups: ['vip'] });
  const root = await getData(app, '/api/available_model', AvailableModelMapSchema, await signIn(app, 'root'));
  t.match(root['mj_imagine'], { groups: ['svip'], owned_by: 'Midjourney' });
  t.same(root['gpt-4o']?.groups, ['default', 'vip', 'svip']);
  const demo = await getData(app, '/api/available_model', AvailableModelMapSchema, await signIn(app, 'demo'));
  t.notOk('mj_imagine' in demo);
});

t.test('hot models are the top 8 by request count', async (t) => {
  const rows = await getData(await start(t), '/api/hot_model', HotModelListSchema);
  t.equal(rows.length, 8);
  t.same(
    rows.map((r) => r.request_count),
    [...rows.map((r) => r.request_count)].sort((a, b) => b - a),
  );
  t.match(rows[0], { model: 'gpt-4o', owned_by: 'OpenAI' });
});

t.test('group rates: keyed by id, discount = ratio, private group only for members', async (t) => {
  const app = await start(t);
  const guest = await getData(app, '/api/user_group_rate', UserGroupRateMapSchema);
  t.same(Object.keys(guest), ['1', '2']);
  t.same(guest['1'], { id: 1, symbol: 'default', name: '默认分组', discount: 1, api_rate: 600, ratio: 1, public: true });
  t.match(guest['2'], { symbol: 'vip', discount: 0.8, ratio: 0.8, public: true });
  const root = await getData(app, '/api/user_group_rate', UserGroupRateMapSchema, await signIn(app, 'root'));
  t.match(root['3'], { symbol: 'svip', name: 'SVIP 分组', discount: 0.6, public: false });

  const map = await getData(app, '/api/user_group_map', UserGroupMapSchema);
  t.same(Object.keys(map), ['default', 'vip']);
  t.match(map['vip'], { id: 2, ratio: 0.8, promotion: false, enable: true });
  const token = app.store.users.get(1)?.access_token ?? '';
  const viaToken = await app.inject({ url: '/api/user_group_map', headers: { authorization: `Bearer ${token}` } });
  t.ok(UserGroupMapSchema.parse(envelopeOf(UserGroupMapSchema).parse(viaToken.json<unknown>()).data)['svip']);
});

t.test('channel group rates: group id → owner id → multiplier', async (t) => {
  const app = await start(t);
  const guest = await getData(app, '/api/channel_group_rate', ChannelGroupRateSchema);
  t.same(Object.keys(guest), ['1', '2']);
  t.equal(guest['1']?.['1'], 1);
  t.equal(guest['1']?.['28'], 0.9);
  t.equal(guest['2']?.['14'], 0.9);
  t.equal(guest['2']?.['1'], 0.8);
  const root = await getData(app, '/api/channel_group_rate', ChannelGroupRateSchema, await signIn(app, 'root'));
  t.equal(root['3']?.['34'], 0.8);
});

t.test('the seed is deterministic for a given clock', async (t) => {
  const [a, b] = [await start(t), await start(t)];
  const strip = (app: App) => [...app.store.users.values()].map(({ passwordHash, ...user }) => ({ ...user, hashed: passwordHash.length }));
  t.same(strip(a), strip(b));
  t.same(await getData(a, '/api/status', StatusSchema), await getData(b, '/api/status', StatusSchema));
  t.ok([...a.store.users.values()].every((u) => /^[0-9a-f]{32}$/.test(u.access_token) && u.aff_code.length === 4));
});
