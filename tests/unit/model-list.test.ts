import t from 'tap';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import { groupPrices, isFree, referencePrice } from '#client/pages/dashboard/account/model-list/group-prices.ts';
import { loadModelList } from '#client/pages/dashboard/account/model-list/load-model-list.ts';
import { filterModelRows, priceAndSort } from '#client/pages/dashboard/account/model-list/model-filters.ts';
import { buildModelRows, modalityOptions } from '#client/pages/dashboard/account/model-list/model-rows.ts';
import { markupText, priceText } from '#client/pages/dashboard/account/model-list/price-text.ts';

const price = (model: string, channel_type: number, input: number, output: number, type: 'tokens' | 'times' = 'tokens') => ({
  model,
  type,
  channel_type,
  input,
  output,
});

const info = (input: string[], output: string[]) => ({
  model: 'x',
  name: 'X',
  description: 'd',
  context_length: 128000,
  max_tokens: 4096,
  input_modalities: input,
  output_modalities: output,
  tags: ['chat'],
  support_url: ['https://example.com', 'javascript:alert(1)'],
  created_at: 0,
  updated_at: 0,
});

const models: AvailableModelMap = {
  'gpt-4o': {
    groups: ['default', 'vip', 'svip'],
    owned_by: 'OpenAI',
    price: { ...price('gpt-4o', 1, 2.5, 7.5), model_info: info(['text', 'image'], ['text']) },
  },
  'gpt-4': { groups: ['vip', 'svip'], owned_by: 'OpenAI', price: price('gpt-4', 1, 15, 30) },
  'claude-3-opus': { groups: ['vip', 'svip'], owned_by: 'Anthropic', price: price('claude-3-opus', 14, 7.5, 37.5) },
  'dall-e-3': { groups: ['default', 'vip'], owned_by: 'OpenAI', price: price('dall-e-3', 1, 20, 20, 'times') },
  'free-model': { groups: ['default', 'mystery'], owned_by: 'Deepseek', price: price('free-model', 28, 0, 0) },
};
const owners = { '1': { id: 1, name: 'OpenAI', icon: 'https://icons/openai.svg' }, '14': { id: 14, name: 'Anthropic', icon: '' } };
const groups: UserGroupRate[] = [
  { id: 1, symbol: 'default', name: 'Default', discount: 1, api_rate: 600, ratio: 1, public: true },
  { id: 2, symbol: 'vip', name: 'VIP', discount: 0.8, api_rate: 1200, ratio: 0.8, public: true },
  { id: 3, symbol: 'svip', name: 'SVIP', discount: 0.6, api_rate: 3000, ratio: 0.6, public: false },
];
const channelRates = { '3': { '14': 0.7 } };
const rows = buildModelRows(models, owners, new Map());
/** The value, or a thrown error: keeps the assertions below free of `!`. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing value');
  return value;
}
const row = (model: string) => must(rows.find((r) => r.model === model));

t.test('rows: owner icon, names, info from the price', async (t) => {
  t.same(
    rows.map((r) => r.model),
    ['dall-e-3', 'gpt-4', 'gpt-4o', 'claude-3-opus', 'free-model'],
  );
  t.equal(row('gpt-4o').ownerIcon, 'https://icons/openai.svg');
  t.equal(row('free-model').ownerName, 'Deepseek', 'falls back to owned_by');
  t.same(row('gpt-4o').info?.supportUrls, ['https://example.com'], 'only http(s) links survive');
  t.equal(row('gpt-4o').info?.contextLength, 128000);
  t.equal(row('gpt-4').info, null);
  t.same(modalityOptions(rows), ['image', 'text']);
  t.same(modalityOptions(buildModelRows({ 'gpt-4': must(models['gpt-4']) }, owners, new Map())), [], 'no data: no modality filter');
});

t.test('group prices: discount applied, own group first, K/M, channel override', async (t) => {
  const k = groupPrices(row('gpt-4o'), groups, channelRates, 'vip', '1k');
  t.same(
    k.map((p) => p.symbol),
    ['vip', 'default', 'svip'],
    'own group first, then by id',
  );
  t.same(k[0], { symbol: 'vip', name: 'VIP', discount: 0.8, multiplier: 0.8, mine: true, input: 2000, output: 6000 });
  t.equal(must(k[1]).input, 2500);
  t.equal(must(k[2]).input, 1500);
  const m = groupPrices(row('gpt-4o'), groups, channelRates, 'vip', '1m');
  t.equal(must(m[0]).input, must(k[0]).input * 1000, 'per 1M is 1000 × per 1K');
  t.equal(priceText(must(k[0]).input, { quotaPerUnit: 500_000, displayInCurrency: true }), '$0.004');
  t.equal(priceText(must(m[0]).input, { quotaPerUnit: 500_000, displayInCurrency: true }), '$4');
  t.equal(priceText(must(k[0]).input, { quotaPerUnit: 500_000, displayInCurrency: false }), '2000');
  const claude = groupPrices(row('claude-3-opus'), groups, channelRates, 'svip', '1k');
  t.equal(must(claude[0]).multiplier, 0.7, 'the channel-group rate replaces the discount');
  t.equal(must(claude[0]).input, 7.5 * 1000 * 0.7);
  t.equal(must(claude[1]).multiplier, 0.8);
});

t.test('times pricing is per call and ignores the unit and output', async (t) => {
  const [mine] = groupPrices(row('dall-e-3'), groups, {}, 'vip', '1m');
  t.same({ input: must(mine).input, output: must(mine).output }, { input: 20 * 1000 * 0.8, output: null });
  t.equal(priceText(must(mine).input, { quotaPerUnit: 500_000, displayInCurrency: true }), '$0.032');
});

t.test('free at 0, unknown groups at list price', async (t) => {
  const prices = groupPrices(row('free-model'), groups, {}, 'default', '1k');
  t.ok(prices.every(isFree));
  t.equal(priceText(0, { quotaPerUnit: 500_000, displayInCurrency: true }), null);
  t.same(prices[1], { symbol: 'mystery', name: 'mystery', discount: null, multiplier: 1, mine: false, input: 0, output: 0 });
  const zeroGroup = groupPrices(row('gpt-4o'), [{ ...must(groups[0]), discount: 0 }], {}, 'default', '1k');
  t.ok(isFree(must(zeroGroup[0])), 'a group at discount 0 pays nothing');
  t.equal(markupText(1.5), '×1.5');
  t.equal(markupText(1), null);
  t.equal(markupText(null), null);
});

t.test('filters: search, owners (multi), modality, only my group', async (t) => {
  const none = { search: '', owners: [], modality: null, mine: false };
  const names = (list: typeof rows) => list.map((r) => r.model);
  t.equal(filterModelRows(rows, none, 'default').length, 5);
  t.same(names(filterModelRows(rows, { ...none, search: ' GPT-4 ' }, null)), ['gpt-4', 'gpt-4o']);
  t.same(names(filterModelRows(rows, { ...none, owners: [14, 28] }, null)), ['claude-3-opus', 'free-model']);
  t.same(names(filterModelRows(rows, { ...none, modality: 'image' }, null)), ['gpt-4o']);
  t.same(names(filterModelRows(rows, { ...none, mine: true }, 'default')), ['dall-e-3', 'gpt-4o', 'free-model']);
  t.same(filterModelRows(rows, { ...none, mine: true }, null), [], 'unknown group: nothing is "mine"');
  const mineOnly = priceAndSort(filterModelRows(rows, { ...none, mine: true }, 'default'), groups, {}, 'default', {
    mine: true,
    unit: '1k',
    sort: 'name',
  });
  t.ok(
    mineOnly.every((item) => item.prices.length === 1 && item.prices[0]?.mine === true),
    'only the own group price is shown',
  );
});

t.test('sorting: name, price (own group, else cheapest; tokens before per-call)', async (t) => {
  const sorted = (sort: 'name' | 'price-asc' | 'price-desc') =>
    priceAndSort(rows, groups, channelRates, 'default', { mine: false, unit: '1k', sort }).map((i) => i.row.model);
  t.same(sorted('name'), ['claude-3-opus', 'dall-e-3', 'free-model', 'gpt-4', 'gpt-4o']);
  // default pays: free 0, gpt-4o 2500; claude (svip 0.7 → 5250 cheapest), gpt-4 (svip 0.6 → 9000).
  t.same(sorted('price-asc'), ['free-model', 'gpt-4o', 'claude-3-opus', 'gpt-4', 'dall-e-3']);
  t.same(sorted('price-desc'), ['gpt-4', 'claude-3-opus', 'gpt-4o', 'free-model', 'dall-e-3']);
  t.equal(referencePrice([]), null);
});

function fakeApi(answers: Record<string, unknown>): ApiClient {
  const get = async (path: string, schema: { parse(value: unknown): unknown }) => {
    const answer = answers[path];
    if (answer === undefined) throw new ApiError('Invalid URL', 404, undefined);
    if (answer instanceof Error) throw answer;
    return schema.parse(answer);
  };
  return { get } as unknown as ApiClient;
}

t.test('loader: every call degrades on its own', async (t) => {
  const rates = Object.fromEntries(groups.map((g) => [String(g.id), g]));
  const full = await loadModelList(
    fakeApi({
      '/api/available_model': models,
      '/api/ownedby': owners,
      '/api/user_group_rate': rates,
      '/api/channel_group_rate': channelRates,
      '/api/model_info/': [
        { model: 'gpt-4', description: 'old', input_modalities: '["text"]', output_modalities: 'not json', tags: null },
        { nope: 1 },
      ],
    }),
  );
  t.equal(full.rows.length, 5);
  t.same(
    full.groups.map((g) => g.symbol),
    ['default', 'vip', 'svip'],
  );
  t.same(full.channelRates, channelRates);
  t.same(full.rows.find((r) => r.model === 'gpt-4')?.info, {
    name: '',
    description: 'old',
    contextLength: null,
    maxTokens: null,
    inputModalities: ['text'],
    outputModalities: [],
    tags: [],
    supportUrls: [],
  });
  t.equal(full.rows.find((r) => r.model === 'gpt-4o')?.info?.description, 'd', "the price's own info wins");
  t.same([full.ownersError, full.groupsError, full.infoSupported], [null, null, true]);

  const bare = await loadModelList(fakeApi({ '/api/available_model': models, '/api/ownedby': new ApiError('boom', 500, undefined) }));
  t.equal(bare.rows.length, 5);
  t.equal(bare.ownersError, 'boom');
  t.equal(bare.groupsError, 'unsupported');
  t.same(bare.channelRates, {});
  t.equal(bare.infoSupported, false);
  const skipped = await loadModelList(fakeApi({ '/api/available_model': models, '/api/model_info/': new Error('must not be asked') }), {
    withInfo: false,
  });
  t.equal(skipped.infoSupported, null);
  t.equal(skipped.rows.find((r) => r.model === 'gpt-4')?.info, null);

  // The essential list's failure is thrown for the dashboard error boundary, as the gateway said it.
  await t.rejects(loadModelList(fakeApi({ '/api/available_model': new ApiError('down', 0, undefined) })), { message: 'down', status: 0 });
  await t.rejects(loadModelList(fakeApi({})), { message: 'Invalid URL' });
});
