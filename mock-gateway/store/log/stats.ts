import type { DashboardRate, DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { firstAtOrAfter, timeOrdered } from './time.ts';
import type { LogRecord } from './log.ts';

const DAY = 86400;

/** "YYYY-MM-DD" of a Unix time, in UTC. */
export function utcDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

// Rows from `since` on: bisection while time-ordered, else every row.
function rowsSince(logs: LogRecord[], since: number): { from: number; ordered: boolean } {
  const ordered = timeOrdered(logs);
  return { from: ordered ? firstAtOrAfter(logs, since) : 0, ordered };
}

/** A user's sums of a week: day number → model → sums, and how far the rows were read. */
interface WeekSums {
  scanned: number;
  lastId: number;
  days: Map<number, Map<string, DashboardStat>>;
}

// Per log array, per user and week: the overview reads the dashboard on every render, and a
// week of a million rows is a quarter of a million rows to scan. Extended from the array's tail
// like the log list's cache (store/log/query.ts), so appended rows count on the next request.
const MAX_CACHED_WEEKS = 16;
const weekCaches = new WeakMap<LogRecord[], Map<string, WeekSums>>();

function lastIdAt(logs: readonly LogRecord[], length: number): number {
  return length === 0 ? 0 : (logs[length - 1] as LogRecord).id;
}

function weekSums(logs: LogRecord[], userId: number, since: number, until: number): WeekSums {
  let cache = weekCaches.get(logs);
  if (!cache) {
    cache = new Map();
    weekCaches.set(logs, cache);
  }
  const key = `${userId}:${since}`;
  let sums = cache.get(key);
  if (!sums || sums.scanned > logs.length || lastIdAt(logs, sums.scanned) !== sums.lastId) {
    // Rows before `since` never count: bisection skips them while the rows are time-ordered.
    const { from } = rowsSince(logs, since);
    sums = { scanned: from, lastId: lastIdAt(logs, from), days: new Map() };
  }
  cache.delete(key);
  cache.set(key, sums);
  if (cache.size > MAX_CACHED_WEEKS) cache.delete(cache.keys().next().value as string);
  // The date's text is made once per day, not once per row.
  const { days } = sums;
  for (let i = sums.scanned; i < logs.length; i += 1) {
    const row = logs[i] as LogRecord;
    if (row.user_id !== userId || row.type !== 2 || row.created_at < since || row.created_at >= until) continue;
    const day = Math.floor(row.created_at / DAY);
    let models = days.get(day);
    if (!models) {
      models = new Map();
      days.set(day, models);
    }
    let stat = models.get(row.model_name);
    if (!stat) {
      stat = {
        Date: utcDate(day * DAY),
        ModelName: row.model_name,
        RequestCount: 0,
        Quota: 0,
        PromptTokens: 0,
        CompletionTokens: 0,
        RequestTime: 0,
      };
      models.set(row.model_name, stat);
    }
    stat.RequestCount += 1;
    stat.Quota += row.quota;
    stat.PromptTokens += row.prompt_tokens;
    stat.CompletionTokens += row.completion_tokens;
    stat.RequestTime += row.request_time;
  }
  sums.scanned = logs.length;
  sums.lastId = lastIdAt(logs, logs.length);
  return sums;
}

/**
 * `/api/user/dashboard`: the user's type-2 rows of today and the previous 7 days (UTC) summed
 * per day and model, ordered by date then model like upstream's statistics query. Read from
 * the logs directly, so a relay call shows up at once (upstream's table lags).
 */
export function dashboardStats(logs: LogRecord[], userId: number, nowSeconds: number): DashboardStat[] {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const since = today - 7 * DAY;
  const { days } = weekSums(logs, userId, since, today + DAY);
  // Copies: the cached sums go on growing.
  const stats: DashboardStat[] = [];
  for (const models of days.values()) for (const stat of models.values()) stats.push({ ...stat });
  return stats.sort((a, b) =>
    a.Date === b.Date ? (a.ModelName < b.ModelName ? -1 : a.ModelName > b.ModelName ? 1 : 0) : a.Date < b.Date ? -1 : 1,
  );
}

/**
 * `/api/user/dashboard/rate`: the user's type-2 rows in the last 60 seconds against the
 * group's `api_rate`; the rate is floored to 2 decimals like upstream's GetRateRealtime.
 */
export function dashboardRate(logs: LogRecord[], userId: number, nowSeconds: number, maxRPM: number): DashboardRate {
  const since = nowSeconds - 59;
  let rpm = 0;
  const { from } = rowsSince(logs, since);
  for (let i = from; i < logs.length; i += 1) {
    const row = logs[i] as LogRecord;
    if (row.user_id === userId && row.type === 2 && row.created_at >= since && row.created_at <= nowSeconds) rpm += 1;
  }
  const usageRpmRate = maxRPM > 0 ? Math.floor((rpm / maxRPM) * 100 * 100) / 100 : 0;
  return { rpm, maxRPM, usageRpmRate, tpm: 0, maxTPM: 0, usageTpmRate: 0 };
}
