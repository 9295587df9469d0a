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

/**
 * `/api/user/dashboard`: the user's type-2 rows of today and the previous 7 days (UTC) summed
 * per day and model, ordered by date then model like upstream's statistics query. Read from
 * the logs directly, so a relay call shows up at once (upstream's table lags).
 */
export function dashboardStats(logs: LogRecord[], userId: number, nowSeconds: number): DashboardStat[] {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const since = today - 7 * DAY;
  const until = today + DAY;
  // Day number → model → sums. The date's text is made once per day, not once per row: the
  // double shares the bench's cores with the console, and a page reads this on every render.
  const days = new Map<number, Map<string, DashboardStat>>();
  const { from } = rowsSince(logs, since);
  for (let i = from; i < logs.length; i += 1) {
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
  const stats: DashboardStat[] = [];
  for (const models of days.values()) stats.push(...models.values());
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
