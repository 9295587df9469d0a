import t from 'tap';
import { overallState, providerCounts } from '#client/pages/public/status/status-summary.ts';
import type { PriceRow } from '#shared/pricing/price-rows.ts';

const row = (model: string, ownerId: number, ownerName: string): PriceRow => ({
  model,
  ownerId,
  ownerName,
  type: 'tokens',
  input: 1,
  output: 1,
  groups: ['default'],
});

t.test('the verdict: down without /api/status, degraded without models, otherwise operational', async (t) => {
  t.equal(overallState(false, 12), 'down', 'no answer from the gateway, whatever else came');
  t.equal(overallState(true, null), 'degraded', 'the model list failed');
  t.equal(overallState(true, 0), 'degraded', 'no model is available');
  t.equal(overallState(true, 1), 'operational');
});

t.test('providers in the list’s order with their model counts', async (t) => {
  const rows = [row('gpt-4o', 1, 'OpenAI'), row('gpt-4o-mini', 1, 'OpenAI'), row('claude-3', 14, 'Anthropic'), row('o1', 1, 'OpenAI')];
  t.same(providerCounts(rows), [
    { name: 'OpenAI', models: 3 },
    { name: 'Anthropic', models: 1 },
  ]);
  t.same(providerCounts([]), []);
});
