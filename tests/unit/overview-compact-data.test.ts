import t from 'tap';
import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import { compactStats, expandStats, mapResult, modelOwners } from '#client/pages/dashboard/account/overview/compact-data.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';

const row = (Date: string, ModelName: string, n: number): DashboardStat => ({
  Date,
  ModelName,
  RequestCount: n,
  Quota: n * 1000,
  PromptTokens: n * 7,
  CompletionTokens: n * 3,
  RequestTime: n * 250,
});

t.test('usage rows travel compactly and come back with what the cards read', async (t) => {
  const rows = [
    row('2026-11-17', 'gpt-4o', 3),
    row('2026-11-17', 'claude-3-haiku', 5),
    row('2026-11-18', 'gpt-4o', 8),
    row('2026-11-18', 'deepseek-chat', 0),
  ];
  const compact = compactStats(rows);
  t.same(compact.days, ['2026-11-17', '2026-11-18'], 'each day once');
  t.same(compact.models, ['gpt-4o', 'claude-3-haiku', 'deepseek-chat'], 'each model once');
  // Requests, quota and the tokens' sum per day and model; the request time stays out.
  t.same(
    expandStats(compact),
    rows.map((r) => ({ ...r, PromptTokens: r.PromptTokens + r.CompletionTokens, CompletionTokens: 0, RequestTime: 0 })),
  );
  const tokens = (list: DashboardStat[]) => list.map((r) => r.PromptTokens + r.CompletionTokens);
  t.same(tokens(expandStats(compact)), tokens(rows), 'the same token counts');
  t.same(expandStats(compactStats([])), []);
  // A week of ~25 models: the hydration data shrinks to a fraction of the gateway's objects.
  const week = Array.from({ length: 7 * 25 }, (_, i) =>
    row(`2026-11-${String(17 + (i % 7)).padStart(2, '0')}`, `model-name-${Math.floor(i / 7)}`, 1000 + i),
  );
  t.ok(JSON.stringify(compactStats(week)).length < JSON.stringify(week).length / 4);
});

t.test('the overview keeps only each model’s owner', async (t) => {
  const models = { 'gpt-4o': { groups: ['default'], owned_by: 'OpenAI', price: { model: 'gpt-4o' } } } as unknown as AvailableModelMap;
  t.same(modelOwners(models), { 'gpt-4o': { owned_by: 'OpenAI' } });
});

t.test('a failed call passes through unchanged', async (t) => {
  const failed: LoadResult<DashboardStat[]> = { ok: false, reason: 'unsupported', message: '', status: 404 };
  t.equal(mapResult(failed, compactStats), failed);
  t.same(mapResult({ ok: true, data: [row('2026-11-17', 'a', 1)] }, compactStats), {
    ok: true,
    data: { days: ['2026-11-17'], models: ['a'], rows: [[0, 0, 1, 1000, 10]] },
  });
});
