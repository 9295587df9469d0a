import t from 'tap';
import { z } from 'zod/mini';
import type { Price } from '#shared/api/schemas/model.ts';
import { PriceFeedSchema, feedPrices } from '#shared/api/schemas/pricing.ts';
import { planPriceSync, samePrice, syncCounts } from '#shared/pricing/price-sync.ts';
import {
  dollarsToRatio,
  formToPrice,
  priceFormSchema,
  priceToForm,
  ratioToDollars,
} from '#client/pages/dashboard/admin/pricing/price-form.ts';
import type { PriceForm } from '#client/pages/dashboard/admin/pricing/price-form.ts';
import {
  PRICING_STATE,
  filterPrices,
  groupPrices,
  hasUnknownOwner,
  pageOfRows,
  unpricedModels,
} from '#client/pages/dashboard/admin/pricing/pricing-state.ts';

const price = (model: string, extra: Partial<Price> = {}): Price => ({
  model,
  type: 'tokens',
  channel_type: 1,
  input: 1,
  output: 2,
  locked: false,
  ...extra,
});

t.test('the sync plan: added, changed, unchanged, locked skipped, and what only overwrite deletes', async (t) => {
  const current = [price('same'), price('moved'), price('locked', { locked: true }), price('gone'), price('kept-locked', { locked: true })];
  const feed = [price('same'), price('moved', { input: 3 }), price('locked', { input: 9 }), price('new'), price('new', { output: 5 })];
  const plan = planPriceSync(current, feed);
  t.same(
    plan.added.map((row) => [row.model, row.output]),
    [['new', 5]],
    'a model named twice counts its last row',
  );
  t.same(
    plan.changed.map((change) => [change.before.model, change.after.input]),
    [['moved', 3]],
  );
  t.same(plan.unchanged, ['same']);
  t.same(plan.lockedSkipped, ['locked']);
  t.same(
    plan.removed.map((row) => row.model),
    ['gone'],
    'locked prices are never removed either',
  );
  t.same(syncCounts(plan, 'add'), { added: 1, changed: 0, removed: 0 });
  t.same(syncCounts(plan, 'update'), { added: 0, changed: 1, removed: 0 });
  t.same(syncCounts(plan, 'overwrite'), { added: 1, changed: 1, removed: 1 });
  t.ok(samePrice(price('a', { extra_ratios: {} }), price('a')), 'no extra ratios equals an empty map');
  t.notOk(samePrice(price('a', { extra_ratios: { cached_tokens: 0.5 } }), price('a')));
});

t.test('a feed is read as a bare array or {data: [...]}', async (t) => {
  const rows = [{ model: 'm', type: 'tokens', channel_type: 1, input: 1, output: 1 }];
  t.same(feedPrices(z.parse(PriceFeedSchema, rows)), rows);
  t.same(feedPrices(z.parse(PriceFeedSchema, { data: rows })), rows);
  t.notOk(z.safeParse(PriceFeedSchema, { prices: rows }).success);
  t.notOk(z.safeParse(PriceFeedSchema, [{ ...rows[0], input: -1 }]).success);
});

t.test('US$ per unit and the ratio convert both ways (contract §5.3)', async (t) => {
  t.equal(dollarsToRatio(0.002, 'tokens', '1k', 500_000), 1, '$0.002 per 1K tokens is ratio 1');
  t.equal(dollarsToRatio(2.5, 'tokens', '1m', 500_000), 1.25);
  t.equal(dollarsToRatio(0.15, 'tokens', '1m', 500_000), 0.075, 'no floating-point noise');
  t.equal(dollarsToRatio(0.04, 'times', '1m', 500_000), 20, 'times: per call, whatever the unit');
  t.equal(ratioToDollars(2.5, 'tokens', '1k', 500_000), '0.005');
  t.equal(ratioToDollars(0.075, 'tokens', '1m', 500_000), '0.15');
  t.equal(ratioToDollars(20, 'times', '1k', 500_000), '0.04');
});

t.test('the price form: checks, and the price it sends', async (t) => {
  const form: PriceForm = {
    models: ['m'],
    type: 'tokens',
    owner: '1',
    unit: '1k',
    input: '0.004',
    output: '0.012',
    locked: true,
    extras: [{ key: 'cached_tokens', value: '0.5' }],
  };
  t.same(formToPrice(form, 500_000), {
    model: 'm',
    type: 'tokens',
    channel_type: 1,
    input: 2,
    output: 6,
    locked: true,
    extra_ratios: { cached_tokens: 0.5 },
  });
  t.same(formToPrice({ ...form, type: 'times', output: '' }, 500_000).output, 2, 'a times price mirrors input ($0.004 per call)');
  const issues = (value: PriceForm) => {
    const result = z.safeParse(priceFormSchema, value);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };
  t.same(issues(form), []);
  t.same(issues({ ...form, models: [], owner: '', input: 'x', output: '-1' }), ['models', 'owner', 'input', 'output']);
  t.same(issues({ ...form, type: 'times', output: '' }), [], 'times has no output');
  t.same(
    issues({
      ...form,
      extras: [
        { key: 'cached_tokens', value: '1' },
        { key: 'cached_tokens', value: '1' },
        { key: 'bogus', value: 'x' },
      ],
    }),
    ['extras.1.key', 'extras.2.key', 'extras.2.value'],
  );
  const back = priceToForm(price('m', { input: 2, output: 6, extra_ratios: { reasoning_tokens: 2 } }), ['m'], 500_000, '1m');
  t.same([back.input, back.output, back.extras], ['4', '12', [{ key: 'reasoning_tokens', value: '2' }]]);
});

t.test('the list: filters, grouping by identical price, warnings', async (t) => {
  const prices = [
    price('gpt-a'),
    price('gpt-b'),
    price('claude', { channel_type: 14, locked: true }),
    price('dall', { type: 'times', input: 20, output: 20 }),
    price('orphan', { channel_type: 999 }),
    price('wild-*', { input: 5 }),
  ];
  const query = PRICING_STATE.parse(new URLSearchParams('keyword=GPT'));
  t.same(
    filterPrices(prices, query).map((row) => row.model),
    ['gpt-a', 'gpt-b'],
  );
  const locked = PRICING_STATE.parse(new URLSearchParams('locked=locked&owner=14'));
  t.same(
    filterPrices(prices, locked).map((row) => row.model),
    ['claude'],
  );
  const times = PRICING_STATE.parse(new URLSearchParams('type=times&unit=1m&view=group&type=x'));
  t.same([times.type, times.unit, times.view], ['times', '1m', 'group']);
  t.same(
    groupPrices(prices).map((group) => group.models),
    [['gpt-a', 'gpt-b'], ['claude'], ['dall'], ['orphan'], ['wild-*']],
    'a lock or another owner is another price',
  );
  t.same(pageOfRows([1, 2, 3, 4, 5], 9, 2), [5], 'a page past the end shows the last one');
  const owners = { '1': { id: 1, name: 'OpenAI', icon: '' }, '14': { id: 14, name: 'Anthropic', icon: '' } };
  t.same(
    prices.filter((row) => hasUnknownOwner(row, owners)).map((row) => row.model),
    ['orphan'],
  );
  t.same(
    unpricedModels(['gpt-a', 'gpt-new', 'wild-card', 'ch-*', 'free'], prices),
    ['gpt-new', 'free'],
    'a wildcard price covers its prefix',
  );
});
