import type { LoaderFunctionArgs } from 'react-router';
import { ANALYTICS_STATE, rankQuery, resolveRange } from '#shared/analytics/analytics-query.ts';
import { AdminUserSchema } from '#shared/api/schemas/user-admin.ts';
import {
  AnalyticsPeriodSchema,
  AnalyticsStatisticsSchema,
  UPSTREAM_GROUP_TYPES,
  UserRankPageSchema,
} from '#shared/api/schemas/analytics.ts';
import type { AnalyticsGroupType } from '#shared/api/schemas/analytics.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { settle } from '#client/components/dashboard-cards/load-result.ts';
import { siteTotals, usageSeries, usageTotals } from './analytics-figures.ts';

/** How many users the ranking shows (the CSV has them all). */
export const RANK_SIZE = 10;

/**
 * The Analytics page's data. The current period's usage is the page's core: its failure is the
 * dashboard error boundary's ("not supported by this gateway", "higher role required"). Every
 * other call settles on its own, so a gateway without an extension (the ranking, grouping by
 * user group) still shows the rest and says what is missing.
 *
 * The figures (KPIs) are read from the `model` grouping: every consume row has a model, so its
 * sums are the logs' sums, whereas upstream's `channel` and `model_type` groupings join other
 * tables and leave out rows of deleted channels or unpriced models.
 */
export async function analyticsLoader({ request, context }: LoaderFunctionArgs) {
  const query = ANALYTICS_STATE.parse(new URL(request.url).searchParams);
  const now = Math.floor(Date.now() / 1000);
  const range = resolveRange(query, now);
  const api = apiOf(context);
  const period = (start: number, end: number, groupType: AnalyticsGroupType) =>
    api.get('/api/analytics/period', AnalyticsPeriodSchema, {
      start_timestamp: start,
      end_timestamp: end,
      group_type: groupType,
      user_id: query.userId ?? undefined,
    });
  const [current, previous, grouped, statistics, later, rank, user] = await Promise.all([
    period(range.start, range.end, 'model'),
    settle(period(range.previousStart, range.previousEnd, 'model')),
    query.groupType === 'model' ? Promise.resolve(null) : settle(period(range.start, range.end, query.groupType)),
    settle(api.get('/api/analytics/statistics', AnalyticsStatisticsSchema)),
    // Registrations after the range, to tell how many users there were at its end.
    range.end < now ? settle(period(range.end + 1, now, 'model')) : Promise.resolve(null),
    settle(api.get('/api/analytics/user_rank', UserRankPageSchema, { ...rankQuery(range, query.userId), size: RANK_SIZE })),
    query.userId === null ? Promise.resolve(null) : settle(api.get(`/api/user/${query.userId}`, AdminUserSchema)),
  ]);
  // Upstream answers no `group_types`: it groups by its three, and by channel for anything else.
  const groupTypes = current.group_types ?? [...UPSTREAM_GROUP_TYPES];
  const groupSupported = groupTypes.includes(query.groupType);
  const groupedRows =
    query.groupType === 'model' ? current.channel_statistics : grouped?.ok && groupSupported ? grouped.data.channel_statistics : null;
  const totalUsers = statistics.ok ? (statistics.data.user_statistics?.total_user ?? null) : null;
  const joinedLater = later === null ? 0 : later.ok ? siteTotals(later.data).newUsers : null;
  return {
    query,
    range,
    groupTypes,
    groupSupported,
    usage: usageTotals(current.channel_statistics),
    previousUsage: previous.ok ? usageTotals(previous.data.channel_statistics) : null,
    site: siteTotals(current),
    previousSite: previous.ok ? siteTotals(previous.data) : null,
    /** Users at the end of the range: today's count less those who joined after it. */
    usersAtEnd: totalUsers === null || joinedLater === null ? null : totalUsers - joinedLater,
    /** The usage charts' series (the rows grouped as the query asks). */
    usageSeries: usageSeries(groupedRows ?? [], range.days),
    groupedFailed: query.groupType !== 'model' && grouped !== null && !grouped.ok ? grouped : null,
    registrations: current.user_statistics ?? [],
    redemptions: current.redemption_statistics ?? [],
    orders: current.order_statistics ?? [],
    rank: rank.ok ? { ok: true as const, data: { rows: rank.data.data, total: rank.data.total_count } } : rank,
    user: user === null ? null : user.ok ? { id: user.data.id, username: user.data.username } : { id: query.userId ?? 0, username: null },
  };
}

/** What the Analytics page's loader returns. */
export type AnalyticsData = Awaited<ReturnType<typeof analyticsLoader>>;
