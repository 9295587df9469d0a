import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { compareNames } from '#shared/format/compare-names.ts';

/** How many days the sparklines and the per-model chart show, today included. */
export const WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of a moment in UTC, the form the gateway's `Date` column has. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The day the window ends on: the caller's UTC day, or a later one the gateway already reports
 * (a gateway whose clock runs in a zone east of UTC is a day ahead in the evening).
 */
export function resolveToday(rows: readonly DashboardStat[], nowDay: string): string {
  let today = nowDay;
  for (const row of rows) if (DAY_PATTERN.test(row.Date) && row.Date > today) today = row.Date;
  return today;
}

/** The `count` days ending on `today` (oldest first), as "YYYY-MM-DD". */
export function lastDays(today: string, count = WINDOW_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end)) return [];
  return Array.from({ length: count }, (_, index) => utcDay(end - (count - 1 - index) * DAY_MS));
}

/** One day's sums over every model. */
export interface DayTotals {
  requests: number;
  quota: number;
  tokens: number;
}

/** Per-day series aligned with `days`; a day without rows is 0. */
export interface DailySeries {
  days: string[];
  requests: number[];
  quota: number[];
  tokens: number[];
}

export function dailySeries(rows: readonly DashboardStat[], days: readonly string[]): DailySeries {
  const index = new Map(days.map((day, i) => [day, i]));
  const series: DailySeries = { days: [...days], requests: days.map(() => 0), quota: days.map(() => 0), tokens: days.map(() => 0) };
  for (const row of rows) {
    const i = index.get(row.Date);
    if (i === undefined) continue;
    series.requests[i] = (series.requests[i] ?? 0) + row.RequestCount;
    series.quota[i] = (series.quota[i] ?? 0) + row.Quota;
    series.tokens[i] = (series.tokens[i] ?? 0) + row.PromptTokens + row.CompletionTokens;
  }
  return series;
}

/** The last day's figures of a series (today's, when the series ends today). */
export function lastDayTotals(series: DailySeries): DayTotals {
  const last = series.days.length - 1;
  return { requests: series.requests[last] ?? 0, quota: series.quota[last] ?? 0, tokens: series.tokens[last] ?? 0 };
}

/** The key of the bucket that gathers the models beyond the top N. */
export const OTHER_MODELS = '\u0000other';

export interface ModelStack {
  /** A model name, or OTHER_MODELS. */
  model: string;
  /** Quota per day, aligned with the days given. */
  data: number[];
  total: number;
}

/**
 * Quota per model and day for a stacked bar chart: the `top` models by total quota in the
 * window (ties by name, so the order is stable), then one "other" stack for the rest when any
 * is left. Models with no quota in the window are left out.
 */
export function modelStacks(rows: readonly DashboardStat[], days: readonly string[], top = 5): ModelStack[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const byModel = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.Date);
    if (i === undefined || row.Quota === 0) continue;
    let data = byModel.get(row.ModelName);
    if (!data) {
      data = days.map(() => 0);
      byModel.set(row.ModelName, data);
    }
    data[i] = (data[i] ?? 0) + row.Quota;
  }
  const stacks = [...byModel].map(([model, data]) => ({ model, data, total: data.reduce((sum, value) => sum + value, 0) }));
  stacks.sort((a, b) => b.total - a.total || compareNames(a.model, b.model));
  return foldRest(stacks, top, (rest) => {
    const data = days.map((_, i) => rest.reduce((sum, stack) => sum + (stack.data[i] ?? 0), 0));
    return { model: OTHER_MODELS, data, total: rest.reduce((sum, stack) => sum + stack.total, 0) };
  });
}

export interface ModelShare {
  /** A model name, or OTHER_MODELS. */
  model: string;
  requests: number;
}

/** Requests per model in the window, most used first, the models beyond `top` folded into "other". */
export function modelShares(rows: readonly DashboardStat[], days: readonly string[], top = 6): ModelShare[] {
  const inWindow = new Set(days);
  const byModel = new Map<string, number>();
  for (const row of rows) {
    if (!inWindow.has(row.Date) || row.RequestCount === 0) continue;
    byModel.set(row.ModelName, (byModel.get(row.ModelName) ?? 0) + row.RequestCount);
  }
  const shares = [...byModel].map(([model, requests]) => ({ model, requests }));
  shares.sort((a, b) => b.requests - a.requests || compareNames(a.model, b.model));
  return foldRest(shares, top, (rest) => ({ model: OTHER_MODELS, requests: rest.reduce((sum, share) => sum + share.requests, 0) }));
}

/** The first `top` items, plus one folded item for the rest (when more than one is left). */
function foldRest<T>(sorted: T[], top: number, fold: (rest: T[]) => T): T[] {
  const keep = Math.max(0, top);
  // A single leftover is shown as itself: an "other" bar of one model hides its name for nothing.
  if (sorted.length <= keep + 1) return sorted;
  return [...sorted.slice(0, keep), fold(sorted.slice(keep))];
}
