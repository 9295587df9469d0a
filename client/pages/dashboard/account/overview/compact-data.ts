import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';

/** A result's data passed through `fn`; a failure stays as it is. */
export function mapResult<T, U>(result: LoadResult<T>, fn: (data: T) => U): LoadResult<U> {
  return result.ok ? { ok: true, data: fn(result.data) } : result;
}

/**
 * The usage rows as the page's hydration data carries them: each day and model name once, and
 * a row as `[day, model, requests, quota, tokens]` with indexes into those lists. The gateway's
 * objects repeat seven long keys in every row (about 180 rows a week), and the router escapes
 * every quote of them again. The cards read the tokens only as prompt + completion and never the
 * request time, so one sum travels and the time stays out.
 */
export interface CompactStats {
  days: string[];
  models: string[];
  rows: number[][];
}

export function compactStats(rows: readonly DashboardStat[]): CompactStats {
  const days: string[] = [];
  const models: string[] = [];
  const indexOf = (list: string[], value: string) => {
    const at = list.indexOf(value);
    return at >= 0 ? at : list.push(value) - 1;
  };
  return {
    days,
    models,
    rows: rows.map((r) => [
      indexOf(days, r.Date),
      indexOf(models, r.ModelName),
      r.RequestCount,
      r.Quota,
      r.PromptTokens + r.CompletionTokens,
    ]),
  };
}

/**
 * The gateway's rows back from `compactStats`, as the cards read them: the tokens' sum as
 * `PromptTokens` (completion 0), request time 0.
 */
export function expandStats(compact: CompactStats): DashboardStat[] {
  return compact.rows.map(([day = 0, model = 0, requests = 0, quota = 0, tokens = 0]) => ({
    Date: compact.days[day] ?? '',
    ModelName: compact.models[model] ?? '',
    RequestCount: requests,
    Quota: quota,
    PromptTokens: tokens,
    CompletionTokens: 0,
    RequestTime: 0,
  }));
}

/** What the overview shows of a model: its owner (the prices and model details stay out). */
export type ModelOwners = Record<string, { owned_by: string }>;

export function modelOwners(models: AvailableModelMap): ModelOwners {
  const owners: ModelOwners = {};
  for (const [name, model] of Object.entries(models)) owners[name] = { owned_by: model.owned_by };
  return owners;
}
