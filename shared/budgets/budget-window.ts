import { localInputToSeconds, zonedParts } from '#shared/format/date.ts';

/** How often a key's budget starts again: each day, week (from Monday) or month, at midnight in the owner's zone. */
export const BUDGET_PERIODS = ['day', 'week', 'month'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** Midnight of a calendar date (month may overflow: 13 is January of the next year) in the zone, in ms. */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  const date = new Date(Date.UTC(year, month - 1, day));
  const text = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00`;
  const seconds = localInputToSeconds(text, timeZone);
  if (seconds === null) throw new RangeError(`no midnight for ${text} in ${timeZone}`);
  return seconds * 1000;
}

/**
 * The start (ms) of the window that contains `now` in the zone: today's, this Monday's or the
 * first of this month's midnight, wall-clock time (a day across a daylight-saving change is 23
 * or 25 hours long, as the owner lives it). Throws RangeError for an unknown zone.
 */
export function windowStart(period: BudgetPeriod, timeZone: string, now: number): number {
  const today = zonedParts(now, timeZone);
  if (period === 'month') return midnight(today.year, today.month, 1, timeZone);
  if (period === 'day') return midnight(today.year, today.month, today.day, timeZone);
  // Monday is the first day of the week (ISO 8601, and how China and Hong Kong count weeks).
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return midnight(today.year, today.month, today.day - sinceMonday, timeZone);
}

/** When the window containing `now` ends and the next starts (ms). */
export function nextWindowStart(period: BudgetPeriod, timeZone: string, now: number): number {
  const start = zonedParts(windowStart(period, timeZone, now), timeZone);
  if (period === 'month') return midnight(start.year, start.month + 1, 1, timeZone);
  return midnight(start.year, start.month, start.day + (period === 'day' ? 1 : 7), timeZone);
}
