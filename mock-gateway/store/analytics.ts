import type { AnalyticsGroupType, AnalyticsPeriod, AnalyticsStatistics, PeriodUsage, UserRankRow } from '#shared/api/schemas/analytics.ts';
import { ANALYTICS_GROUP_TYPES } from '#shared/api/schemas/analytics.ts';
import { firstAtOrAfter, timeOrdered } from './log/time.ts';
import { utcDate } from './log/stats.ts';
import type { LogRecord } from './log/log.ts';
import type { MockStore } from './state.ts';

const DAY = 86400;

/** Go's nil slice: controller/analytics.go answers `null` for a figure without rows. */
function nilIfEmpty<T>(rows: T[]): T[] | null {
  return rows.length > 0 ? rows : null;
}

/**
 * Admin analytics (contract §2.8) computed from the double's own store: the consume logs (so the
 * figures add up with `/api/log/` for the same range and user), the users, the used redemption
 * codes and the paid orders. Upstream reads a statistics table that a background job fills per
 * day; the double reads the rows themselves, so a relay call counts at once, and a range is
 * bounded to the second exactly as `/api/log/` bounds it (`start ≤ created_at ≤ end`). Days are
 * UTC days of the row's time.
 */

/** A usage range: Unix seconds, both included, as `/api/log/`; `userId` 0 = everyone. */
export interface UsageRange {
  start: number;
  end: number;
  userId: number;
}

/** Every consume (type 2) row of the range, by bisection while the logs are time-ordered. */
export function* consumeRows(logs: LogRecord[], range: UsageRange): Generator<LogRecord> {
  const ordered = timeOrdered(logs);
  const from = ordered ? firstAtOrAfter(logs, range.start) : 0;
  for (let i = from; i < logs.length; i += 1) {
    const row = logs[i] as LogRecord;
    if (row.created_at > range.end) {
      if (ordered) return;
      continue;
    }
    if (row.type !== 2 || row.created_at < range.start || (range.userId !== 0 && row.user_id !== range.userId)) continue;
    yield row;
  }
}

function byKey<T>(map: Map<string, T>): T[] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

/** `GET /api/analytics/statistics`: all-time figures, as upstream's four aggregate queries. */
export function siteStatistics(store: MockStore): AnalyticsStatistics {
  const users = [...store.users.values()];
  const channels = new Map<string, { total_channels: number; status: number }>();
  for (const channel of store.channels.values()) {
    const row = channels.get(String(channel.status)) ?? { total_channels: 0, status: channel.status };
    row.total_channels += 1;
    channels.set(String(channel.status), row);
  }
  // Upstream leaves disabled codes (status 2) out.
  const redemptions = new Map<string, { count: number; quota: number; status: number }>();
  for (const code of store.redemptions.values()) {
    if (code.status === 2) continue;
    const row = redemptions.get(String(code.status)) ?? { count: 0, quota: 0, status: code.status };
    row.count += 1;
    row.quota += code.quota;
    redemptions.set(String(code.status), row);
  }
  const orders = new Map<string, { quota: number; money: number; order_currency: string }>();
  for (const order of store.orders.values()) {
    if (order.status !== 'success') continue;
    const row = orders.get(order.order_currency) ?? { quota: 0, money: 0, order_currency: order.order_currency };
    row.quota += order.quota;
    row.money = roundMoney(row.money + order.order_amount);
    orders.set(order.order_currency, row);
  }
  return {
    user_statistics: {
      total_quota: users.reduce((sum, user) => sum + user.quota, 0),
      total_used_quota: users.reduce((sum, user) => sum + user.used_quota, 0),
      total_user: users.length,
      total_inviter_user: users.filter((user) => user.inviter_id !== 0).length,
    },
    channel_statistics: nilIfEmpty([...channels.values()].sort((a, b) => a.status - b.status)),
    redemption_statistic: nilIfEmpty([...redemptions.values()].sort((a, b) => a.status - b.status)),
    order_statistics: nilIfEmpty(byKey(orders)),
  };
}

// Sums of decimal amounts stay at cents instead of collecting binary noise.
function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The name a usage row is grouped under. Like upstream's joins, a row whose channel no longer
 * exists (`channel`) or whose model has no price (`model_type`) belongs to no group.
 */
function groupNameOf(store: MockStore, row: LogRecord, groupType: AnalyticsGroupType): string | null {
  switch (groupType) {
    case 'model':
      return row.model_name;
    case 'model_type': {
      const price = store.prices.get(row.model_name);
      return price ? (store.owners.get(price.channel_type)?.name ?? null) : null;
    }
    case 'group':
      return row.metadata?.group_name ?? '';
    case 'channel':
      return store.channels.get(row.channel_id)?.name ?? null;
  }
}

/** Reads `group_type` as upstream does: anything it does not know groups by channel. */
export function readGroupType(raw: string): AnalyticsGroupType {
  return ANALYTICS_GROUP_TYPES.find((type) => type === raw) ?? 'channel';
}

/** The usage rows of a range per UTC day and group, ordered by day then group name. */
export function periodUsage(store: MockStore, range: UsageRange, groupType: AnalyticsGroupType): PeriodUsage[] {
  // Day number → group name → sums: the date's text and the key are made once per day and
  // group, not once per row (30 days of a million rows: seconds otherwise).
  const days = new Map<number, Map<string, PeriodUsage>>();
  for (const row of consumeRows(store.logs, range)) {
    const name = groupNameOf(store, row, groupType);
    if (name === null) continue;
    const day = Math.floor(row.created_at / DAY);
    let groups = days.get(day);
    if (!groups) {
      groups = new Map();
      days.set(day, groups);
    }
    let stat = groups.get(name);
    if (!stat) {
      stat = { Date: utcDate(day * DAY), RequestCount: 0, Quota: 0, PromptTokens: 0, CompletionTokens: 0, RequestTime: 0, Channel: name };
      groups.set(name, stat);
    }
    stat.RequestCount += 1;
    stat.Quota += row.quota;
    stat.PromptTokens += row.prompt_tokens;
    stat.CompletionTokens += row.completion_tokens;
    stat.RequestTime += row.request_time;
  }
  const groups = new Map<string, PeriodUsage>();
  for (const byName of days.values()) for (const stat of byName.values()) groups.set(`${stat.Date}\u0000${stat.Channel}`, stat);
  return byKey(groups);
}

/** The row of `date` in a per-day map, made with `empty` on first use. */
function dayRow<T>(days: Map<string, T>, seconds: number, empty: (date: string) => T): T {
  const date = utcDate(seconds);
  let row = days.get(date);
  if (!row) {
    row = empty(date);
    days.set(date, row);
  }
  return row;
}

/** `GET /api/analytics/period`: registrations, usage, redemptions and paid orders of a range. */
export function periodStatistics(store: MockStore, range: UsageRange, groupType: AnalyticsGroupType): Required<AnalyticsPeriod> {
  const within = (seconds: number) => seconds >= range.start && seconds <= range.end;
  const registrations = new Map<string, { date: string; user_count: number; inviter_user_count: number }>();
  for (const user of store.users.values()) {
    if (!within(user.created_time)) continue;
    const row = dayRow(registrations, user.created_time, (date) => ({ date, user_count: 0, inviter_user_count: 0 }));
    row.user_count += 1;
    if (user.inviter_id !== 0) row.inviter_user_count += 1;
  }
  const redemptions = new Map<string, { date: string; quota: number; user_count: number; users: Set<number> }>();
  for (const code of store.redemptions.values()) {
    if (code.status !== 3 || !within(code.redeemed_time)) continue;
    const row = dayRow(redemptions, code.redeemed_time, (date) => ({ date, quota: 0, user_count: 0, users: new Set<number>() }));
    row.quota += code.quota;
    row.users.add(code.user_id);
    row.user_count = row.users.size;
  }
  const orders = new Map<string, { date: string; order_amount: number }>();
  for (const order of store.orders.values()) {
    if (order.status !== 'success' || !within(order.created_at)) continue;
    const row = dayRow(orders, order.created_at, (date) => ({ date, order_amount: 0 }));
    row.order_amount = roundMoney(row.order_amount + order.order_amount);
  }
  return {
    user_statistics: nilIfEmpty(byKey(registrations)),
    channel_statistics: nilIfEmpty(periodUsage(store, range, groupType)),
    redemption_statistics: nilIfEmpty(byKey(redemptions).map(({ date, quota, user_count }) => ({ date, quota, user_count }))),
    order_statistics: nilIfEmpty(byKey(orders)),
    group_types: [...ANALYTICS_GROUP_TYPES],
  };
}

/**
 * Per-user sums of a range's consume rows (the ranking and multi-user stats), keyed by user id;
 * the name is the user's current one, else the one the row was written with.
 */
export function usageByUser(store: MockStore, range: UsageRange): UserRankRow[] {
  const users = new Map<number, UserRankRow>();
  for (const row of consumeRows(store.logs, range)) {
    let stat = users.get(row.user_id);
    if (!stat) {
      const username = store.users.get(row.user_id)?.username ?? row.username;
      stat = { user_id: row.user_id, username, request_count: 0, quota: 0, prompt_tokens: 0, completion_tokens: 0, request_time: 0 };
      users.set(row.user_id, stat);
    }
    stat.request_count += 1;
    stat.quota += row.quota;
    stat.prompt_tokens += row.prompt_tokens;
    stat.completion_tokens += row.completion_tokens;
    stat.request_time += row.request_time;
  }
  return [...users.values()];
}

/** The ranking's order: highest cost first, then most requests, then the lower user id. */
export function rankUsers(rows: UserRankRow[]): UserRankRow[] {
  return [...rows].sort((a, b) => b.quota - a.quota || b.request_count - a.request_count || a.user_id - b.user_id);
}

/** Requests per user and model (multi-user stats' `model_usage`), by username then most requests. */
export function modelUsageByUser(
  store: MockStore,
  range: UsageRange,
  usernames: ReadonlySet<string>,
): { username: string; model_name: string; request_count: number }[] {
  const counts = new Map<string, { username: string; model_name: string; request_count: number }>();
  for (const row of consumeRows(store.logs, range)) {
    const username = store.users.get(row.user_id)?.username ?? row.username;
    if (!usernames.has(username)) continue;
    const key = `${username}\u0000${row.model_name}`;
    const stat = counts.get(key) ?? { username, model_name: row.model_name, request_count: 0 };
    stat.request_count += 1;
    counts.set(key, stat);
  }
  return [...counts.values()].sort((a, b) =>
    a.username === b.username ? b.request_count - a.request_count : a.username < b.username ? -1 : 1,
  );
}
