import { ROLE } from '#shared/access.ts';
import { safeCell } from '#shared/format/csv-cell.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import {
  modelUsageByUser,
  periodStatistics,
  rankUsers,
  readGroupType,
  siteStatistics,
  usageByUser,
} from '#mock-gateway/store/analytics.ts';
import type { UsageRange } from '#mock-gateway/store/analytics.ts';
import { asRawQuery, looseInt, queryString, readPaging } from '#mock-gateway/store/query-params.ts';
import type { RawQuery } from '#mock-gateway/store/query-params.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

const DAY = 86400;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` day's first second (UTC), or null when it is no real date (Go's time.Parse). */
function dayStart(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms / 1000 : null;
}

/** gin's `binding:"required"` refusal for a missing field of MultiUserStatsRequest. */
function requiredMessage(field: string): string {
  return `invalid parameters: Key: 'MultiUserStatsRequest.${field}' Error:Field validation for '${field}' failed on the 'required' tag`;
}

/** The multi-user query (usernames, whole UTC days), or upstream's refusal. */
function readMultiUserQuery(query: RawQuery): { usernames: string[]; start: string; end: string; range: UsageRange } | string {
  const usernames = queryString(query, 'usernames');
  const start = queryString(query, 'start_time');
  const end = queryString(query, 'end_time');
  if (usernames === '') return requiredMessage('Usernames');
  if (start === '') return requiredMessage('StartTime');
  if (end === '') return requiredMessage('EndTime');
  const from = dayStart(start);
  if (from === null) return 'invalid start_time format, expected YYYY-MM-DD';
  const to = dayStart(end);
  if (to === null) return 'invalid end_time format, expected YYYY-MM-DD';
  // `date BETWEEN start AND end` over whole days: the end day is included to its last second.
  return { usernames: usernames.split(',').map((name) => name.trim()), start, end, range: { start: from, end: to + DAY - 1, userId: 0 } };
}

/** The named users' usage rows, by username (upstream's GROUP BY users.username ORDER BY username). */
function multiUserRows(store: MockStore, usernames: readonly string[], range: UsageRange) {
  const wanted = new Set(usernames);
  return usageByUser(store, range)
    .filter((row) => wanted.has(row.username))
    .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
    .map(({ user_id: _id, ...row }) => row);
}

/** A range query read like upstream's handlers: unparsable numbers count as 0. */
function readRange(query: RawQuery): UsageRange {
  return { start: looseInt(query, 'start_timestamp'), end: looseInt(query, 'end_timestamp'), userId: looseInt(query, 'user_id') };
}

/**
 * Site analytics (contract §2.8; the spec's lower operator level, §6, where upstream asks for an
 * admin: `upstream-only.ts`), computed from the store (store/analytics.ts)
 * so they add up with `/api/log/`; `group_type=group` and `group_types` in the period's answer,
 * and the user ranking `/api/analytics/user_rank`, are the double's extensions.
 */
export const analyticsRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/analytics/statistics', { config: { role: ROLE.operator } }, async () => ok(siteStatistics(store)));

  app.get('/api/analytics/period', { config: { role: ROLE.operator } }, async (request) => {
    const query = asRawQuery(request.query);
    return ok(periodStatistics(store, readRange(query), readGroupType(queryString(query, 'group_type'))));
  });

  app.get('/api/analytics/user_rank', { config: { role: ROLE.operator } }, async (request) => {
    const query = asRawQuery(request.query);
    const paging = readPaging(query);
    if (typeof paging === 'string') return fail(paging);
    const ranked = rankUsers(usageByUser(store, readRange(query)));
    const offset = (paging.page - 1) * paging.size;
    return ok({ data: ranked.slice(offset, offset + paging.size), page: paging.page, size: paging.size, total_count: ranked.length });
  });

  app.get('/api/analytics/multi_user_stats', { config: { role: ROLE.operator } }, async (request) => {
    const read = readMultiUserQuery(asRawQuery(request.query));
    if (typeof read === 'string') return fail(read);
    // `model_usage` sits beside `data`, as upstream sends it.
    return {
      ...ok(multiUserRows(store, read.usernames, read.range)),
      model_usage: modelUsageByUser(store, read.range, new Set(read.usernames)),
    };
  });

  app.get('/api/analytics/multi_user_stats/export', { config: { role: ROLE.operator } }, async (request, reply) => {
    const read = readMultiUserQuery(asRawQuery(request.query));
    if (typeof read === 'string') return fail(read);
    const header = ['Username', 'Request Count', 'Quota', 'Prompt Tokens', 'Completion Tokens', 'Request Time (ms)'];
    const rows = multiUserRows(store, read.usernames, read.range).map((row) => [
      safeCell(row.username),
      row.request_count,
      row.quota,
      row.prompt_tokens,
      row.completion_tokens,
      row.request_time,
    ]);
    const csv = [header, ...rows].map((cells) => cells.map((cell) => csvField(String(cell))).join(',')).join('\n') + '\n';
    return reply
      .type('text/csv')
      .header('content-disposition', `attachment; filename=multi_user_stats_${read.start}_${read.end}.csv`)
      .send(csv);
  });
});

/** Go's csv.Writer quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) || text.startsWith(' ') ? `"${text.replaceAll('"', '""')}"` : text;
}
