import { ANALYTICS_GROUP_TYPES } from '#shared/api/schemas/analytics.ts';
import { defineSearchState, oneOfField, optionalIntField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

/**
 * The Analytics page's state as it lives in the URL (range preset or custom days, user, grouping)
 * and the exact seconds it stands for. Pure and isomorphic: the page, its loader and the
 * console's ranking export read it alike.
 *
 * Days are UTC days: the gateway's per-day figures (`Date` of `/api/analytics/period`) are
 * counted in the gateway's days, which the double keeps in UTC, so a range of whole UTC days is
 * exactly the sum of its day bars. A range is `start…end` in Unix seconds, both included, the
 * way `/api/log/` reads `start_timestamp`/`end_timestamp`: the logs page given the same two
 * numbers and user shows the same rows.
 */

export const ANALYTICS_PRESETS = ['7d', '30d', 'month', 'custom'] as const;
/** A range preset: the last 7 or 30 days (today included), this month so far, or custom days. */
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_STATE = defineSearchState({
  range: oneOfField<AnalyticsPreset>('range', ANALYTICS_PRESETS, '7d'),
  /** `YYYY-MM-DD`, custom ranges only. */
  from: textField('from', { max: 10 }),
  to: textField('to', { max: 10 }),
  userId: optionalIntField('user_id', { min: 1 }),
  groupType: oneOfField('group_type', ANALYTICS_GROUP_TYPES, 'model'),
});
/** The page's URL state. */
export type AnalyticsQuery = SearchStateOf<typeof ANALYTICS_STATE>;

const DAY = 86400;
/** The longest custom range, in days: a year and a day keeps leap years in. */
export const MAX_RANGE_DAYS = 366;

/** A range of whole UTC days and the period of equal length right before it. */
export interface AnalyticsRange {
  start: number;
  end: number;
  previousStart: number;
  previousEnd: number;
  /** `YYYY-MM-DD` of every day of the range, in order (the charts' axis). */
  days: string[];
}

/** `YYYY-MM-DD` of a Unix time, in UTC. */
export function utcDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** A real `YYYY-MM-DD` day's first second (UTC), else null. */
export function dayStartOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ms) && utcDay(ms / 1000) === text ? ms / 1000 : null;
}

/** The first and last day of a range (whole days, first ≤ last), before their seconds. */
function dayBounds(query: AnalyticsQuery, nowSeconds: number): { first: number; last: number } {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  if (query.range === 'custom') {
    const from = dayStartOf(query.from);
    const to = dayStartOf(query.to);
    if (from !== null && to !== null && from <= to && to - from < MAX_RANGE_DAYS * DAY) return { first: from, last: to };
    // An unreadable custom range reads as the default.
    return { first: today - 6 * DAY, last: today };
  }
  if (query.range === 'month') {
    const now = new Date(today * 1000);
    return { first: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000, last: today };
  }
  return { first: today - (query.range === '30d' ? 29 : 6) * DAY, last: today };
}

/** The seconds a query stands for at `nowSeconds`, and the previous period of the same length. */
export function resolveRange(query: AnalyticsQuery, nowSeconds: number): AnalyticsRange {
  const { first, last } = dayBounds(query, nowSeconds);
  const start = first;
  const end = last + DAY - 1;
  const length = end - start + 1;
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY) days.push(utcDay(day));
  return { start, end, previousStart: start - length, previousEnd: start - 1, days };
}

type Query = Record<string, string | number | undefined>;

/** `/api/analytics/user_rank` (and the export's) query of a range, without paging. */
export function rankQuery(range: Pick<AnalyticsRange, 'start' | 'end'>, userId: number | null): Query {
  return { start_timestamp: range.start, end_timestamp: range.end, user_id: userId ?? undefined };
}

/** The console's CSV export of the ranking for the page's state. */
export const ANALYTICS_EXPORT_PATH = '/export/analytics-users.csv';

export function analyticsExportUrl(query: AnalyticsQuery): string {
  const params = ANALYTICS_STATE.toParams({ ...query, groupType: ANALYTICS_STATE.defaults.groupType });
  const text = params.toString();
  return text ? `${ANALYTICS_EXPORT_PATH}?${text}` : ANALYTICS_EXPORT_PATH;
}
