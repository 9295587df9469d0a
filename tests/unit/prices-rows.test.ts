import t from 'tap';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import { failureOf, fetchGroupRateMap, loadGroupRates, ratesFromGroupMap } from '#client/data/group-rates.ts';
import { buildRows, filterRows, ownerOptions, PRICE_STATE } from '#shared/pricing/price-rows.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';

const price = (model: string, channel_type: number, input: number, output: number, type: 'tokens' | 'times' = 'tokens') => ({
  model,
  type,
  channel_type,
  input,
  output,
});

const models: AvailableModelMap = {
  'gpt-4o': { groups: ['default', 'vip'], owned_by: 'OpenAI', price: price('gpt-4o', 1, 2.5, 7.5) },
  'claude-3-opus': { groups: ['vip'], owned_by: 'Anthropic', price: price('claude-3-opus', 14, 7.5, 37.5) },
  'dall-e-3': { groups: ['default', 'vip'], owned_by: 'OpenAI', price: price('dall-e-3', 1, 20, 20, 'times') },
  mystery: { groups: ['default'], owned_by: '未知', price: price('mystery', 999, 30, 30) },
};
const owners = { '1': { id: 1, name: 'OpenAI', icon: '' }, '14': { id: 14, name: 'Anthropic (owners list)', icon: '' } };

t.test('rows are sorted by owner then model, names from /api/ownedby else owned_by', async (t) => {
  const rows = buildRows(models, owners);
  t.same(
    rows.map((r) => r.model),
    ['dall-e-3', 'gpt-4o', 'claude-3-opus', 'mystery'],
  );
  t.same(
    rows.map((r) => r.ownerName),
    ['OpenAI', 'OpenAI', 'Anthropic (owners list)', '未知'],
  );
  t.same(rows[0], { model: 'dall-e-3', ownerId: 1, ownerName: 'OpenAI', type: 'times', input: 20, output: 20, groups: ['default', 'vip'] });
  t.same(ownerOptions(rows), [
    { id: 1, name: 'OpenAI' },
    { id: 14, name: 'Anthropic (owners list)' },
    { id: 999, name: '未知' },
  ]);
});

t.test('filters: name contains (any case), owner, group', async (t) => {
  const rows = buildRows(models, owners);
  const none = { search: '', owner: null, group: null };
  t.equal(filterRows(rows, none).length, 4);
  t.same(
    filterRows(rows, { ...none, search: ' GPT ' }).map((r) => r.model),
    ['gpt-4o'],
  );
  t.same(
    filterRows(rows, { ...none, search: '3' }).map((r) => r.model),
    ['dall-e-3', 'claude-3-opus'],
  );
  t.same(
    filterRows(rows, { ...none, owner: 14 }).map((r) => r.model),
    ['claude-3-opus'],
  );
  t.same(
    filterRows(rows, { ...none, group: 'vip' }).map((r) => r.model),
    ['dall-e-3', 'gpt-4o', 'claude-3-opus'],
  );
  t.same(filterRows(rows, { search: 'gpt', owner: 14, group: null }), []);
});

t.test('filters round-trip through the URL, defaults left out', async (t) => {
  const read = (query: string) => PRICE_STATE.parse(new URLSearchParams(query));
  t.same(read(''), { search: '', owner: null, group: null, unit: '1k' });
  t.same(read('q=gpt&owner=14&group=vip&unit=1m'), { search: 'gpt', owner: 14, group: 'vip', unit: '1m' });
  t.same(read('owner=abc&unit=1g&group='), { search: '', owner: null, group: null, unit: '1k' });
  const set = withSearchState(PRICE_STATE, new URLSearchParams('keep=1'), { search: 'gpt', owner: 14, group: 'vip', unit: '1m' });
  t.equal(set.toString(), 'keep=1&q=gpt&owner=14&group=vip&unit=1m');
  t.equal(withSearchState(PRICE_STATE, set, PRICE_STATE.defaults).toString(), 'keep=1');
  t.equal(withSearchState(PRICE_STATE, set, { ...read(set.toString()), owner: 1 }).get('q'), 'gpt', 'untouched filters stay');
});

const groupMap = {
  vip: { id: 2, symbol: 'vip', name: 'VIP', ratio: 0.8, api_rate: 1200, public: true, promotion: false, min: 0, max: 0, enable: true },
  default: {
    id: 1,
    symbol: 'default',
    name: 'Default',
    ratio: 1,
    api_rate: 600,
    public: true,
    promotion: false,
    min: 0,
    max: 0,
    enable: true,
  },
};

function fakeApi(answers: Record<string, unknown>): ApiClient {
  const get = async (path: string, schema: { parse(value: unknown): unknown }) => {
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return schema.parse(answer);
  };
  return { get, post: () => Promise.reject(new Error('unused')) } as unknown as ApiClient;
}

t.test('group rates: the spec endpoint, else upstream user_group_map, else a failure kind', async (t) => {
  const rates = {
    '2': { id: 2, symbol: 'vip', name: 'VIP', discount: 0.8, api_rate: 1200, ratio: 0.8, public: true },
    '1': { id: 1, symbol: 'default', name: 'Default', discount: 1, api_rate: 600, ratio: 1, public: true },
  };
  const direct = await loadGroupRates(fakeApi({ '/api/user_group_rate': rates }));
  t.same(direct.ok && direct.data.map((g) => g.id), [1, 2], 'sorted by id');

  const notFound = new ApiError('Invalid URL', 404, undefined);
  const fallback = await loadGroupRates(fakeApi({ '/api/user_group_rate': notFound, '/api/user_group_map': groupMap }));
  t.same(fallback.ok && fallback.data, ratesFromGroupMap({ default: groupMap.default, vip: groupMap.vip }));
  t.same(fallback.ok && fallback.data[1], { id: 2, symbol: 'vip', name: 'VIP', discount: 0.8, api_rate: 1200, ratio: 0.8, public: true });

  t.same(await loadGroupRates(fakeApi({ '/api/user_group_rate': notFound, '/api/user_group_map': notFound })), {
    ok: false,
    error: 'unsupported',
  });
  t.same(await loadGroupRates(fakeApi({ '/api/user_group_rate': new ApiError('x', 502, undefined), '/api/user_group_map': notFound })), {
    ok: false,
    error: 'failed',
  });
  t.same(await loadGroupRates(fakeApi({ '/api/user_group_rate': notFound, '/api/user_group_map': new ApiError('x', 0, undefined) })), {
    ok: false,
    error: 'failed',
  });
  t.equal(failureOf(new Error('boom')), 'failed');
});

t.test('every reader of group rates gets them keyed by id from upstream user_group_map when the extension is missing', async (t) => {
  const notFound = new ApiError('Invalid URL', 404, undefined);
  const map = await fetchGroupRateMap(fakeApi({ '/api/user_group_rate': notFound, '/api/user_group_map': groupMap }));
  t.same(Object.keys(map).sort(), ['1', '2'], 'keyed by group id, as the extension is');
  t.equal(map['2']?.symbol, 'vip');
  t.equal(map['2']?.discount, 0.8, 'upstream ratio read as the discount');
  // A failing extension (not a missing one) is not papered over with another endpoint.
  const failing = fetchGroupRateMap(
    fakeApi({ '/api/user_group_rate': new ApiError('x', 502, undefined), '/api/user_group_map': groupMap }),
  );
  const error: unknown = await failing.then(
    () => null,
    (reason: unknown) => reason,
  );
  t.equal(error instanceof ApiError && error.status, 502, "the extension's own error");
});
