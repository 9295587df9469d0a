import type { AnalyticsPeriod, PeriodUsage } from '#shared/api/schemas/analytics.ts';

/** Usage summed over a period's rows (whatever they are grouped by). */
export interface UsageTotals {
  requests: number;
  quota: number;
  promptTokens: number;
  completionTokens: number;
  tokens: number;
  /** Milliseconds, summed. */
  requestTime: number;
}

export function usageTotals(rows: readonly PeriodUsage[] | null): UsageTotals {
  const totals = { requests: 0, quota: 0, promptTokens: 0, completionTokens: 0, tokens: 0, requestTime: 0 };
  for (const row of rows ?? []) {
    totals.requests += row.RequestCount;
    totals.quota += row.Quota;
    totals.promptTokens += row.PromptTokens;
    totals.completionTokens += row.CompletionTokens;
    totals.requestTime += row.RequestTime;
  }
  totals.tokens = totals.promptTokens + totals.completionTokens;
  return totals;
}

/** The site-wide figures of a period besides usage: registrations, used codes, paid orders. */
export interface SiteTotals {
  newUsers: number;
  redemptionQuota: number;
  paidAmount: number;
}

export function siteTotals(period: AnalyticsPeriod): SiteTotals {
  return {
    newUsers: (period.user_statistics ?? []).reduce((sum, day) => sum + day.user_count, 0),
    redemptionQuota: (period.redemption_statistics ?? []).reduce((sum, day) => sum + day.quota, 0),
    // Cents, so sums of decimal amounts do not collect binary noise.
    paidAmount: Math.round((period.order_statistics ?? []).reduce((sum, day) => sum + day.order_amount, 0) * 100) / 100,
  };
}

/** How a figure moved against the previous period of the same length. */
export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** From 0 to something: no percentage exists. */
  | { kind: 'new' }
  /** Nothing before and nothing now. */
  | { kind: 'none' };

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  if (current === previous) return { kind: 'same' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** A figure of a day-by-group usage row that a chart shows. */
export type UsageMetric = 'quota' | 'tokens' | 'requests' | 'latency';

function metricOf(row: PeriodUsage, metric: UsageMetric): number {
  switch (metric) {
    case 'quota':
      return row.Quota;
    case 'tokens':
      return row.PromptTokens + row.CompletionTokens;
    case 'requests':
      return row.RequestCount;
    case 'latency':
      return row.RequestTime;
  }
}

/** The key of the series that gathers the groups beyond the top ones. */
export const OTHER_GROUPS = '\u0000other';

/** One chart series: a group (or "other") with a value per day of the range. */
export interface GroupSeries {
  group: string;
  data: number[];
}

/**
 * Per-day series of the `top` groups with the highest total (then "other"), for a stacked chart.
 * Latency is the average per request of the day (request time over requests, ms), so it is not
 * stacked: its "other" is the average of the remaining groups' requests.
 */
export function groupSeries(rows: readonly PeriodUsage[], days: readonly string[], metric: UsageMetric, top: number): GroupSeries[] {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.Channel, (totals.get(row.Channel) ?? 0) + (metric === 'latency' ? row.RequestCount : metricOf(row, metric)));
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([group]) => group);
  const shown = new Set(ranked.slice(0, top));
  const keys = [...ranked.slice(0, top), ...(ranked.length > top ? [OTHER_GROUPS] : [])];
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const sums = new Map(keys.map((key) => [key, days.map(() => 0)]));
  const requests = new Map(keys.map((key) => [key, days.map(() => 0)]));
  for (const row of rows) {
    const index = dayIndex.get(row.Date);
    if (index === undefined) continue;
    const key = shown.has(row.Channel) ? row.Channel : OTHER_GROUPS;
    const sum = sums.get(key);
    const count = requests.get(key);
    if (!sum || !count) continue;
    sum[index] = (sum[index] ?? 0) + metricOf(row, metric);
    count[index] = (count[index] ?? 0) + row.RequestCount;
  }
  return keys.map((group) => {
    const sum = sums.get(group) ?? [];
    const count = requests.get(group) ?? [];
    return { group, data: metric === 'latency' ? sum.map((ms, i) => ((count[i] ?? 0) > 0 ? Math.round(ms / (count[i] ?? 1)) : 0)) : sum };
  });
}

/** The usage charts, in their order, and how many groups each names before "other". */
export const USAGE_METRICS: readonly UsageMetric[] = ['quota', 'tokens', 'requests', 'latency'];
export const TOP_GROUPS = 6;

/**
 * What the usage charts draw, per metric: the loader sends these series, not the rows they come
 * from (a row per group and day, 22 KB for a week of 22 models: issue 37).
 */
export function usageSeries(rows: readonly PeriodUsage[], days: readonly string[]): Record<UsageMetric, GroupSeries[]> {
  return {
    quota: groupSeries(rows, days, 'quota', TOP_GROUPS),
    tokens: groupSeries(rows, days, 'tokens', TOP_GROUPS),
    requests: groupSeries(rows, days, 'requests', TOP_GROUPS),
    latency: groupSeries(rows, days, 'latency', TOP_GROUPS),
  };
}

/** A site-wide series per day of the range (registrations, redemptions, orders), 0 on quiet days. */
export function dailySeries<T extends { date: string }>(
  rows: readonly T[] | null,
  days: readonly string[],
  value: (row: T) => number,
): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows ?? []) byDay.set(row.date.slice(0, 10), (byDay.get(row.date.slice(0, 10)) ?? 0) + value(row));
  return days.map((day) => byDay.get(day) ?? 0);
}
