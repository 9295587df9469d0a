import t from 'tap';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  AnalyticsPeriodSchema,
  AnalyticsStatisticsSchema,
  MultiUserStatsSchema,
  UserRankPageSchema,
} from '#shared/api/schemas/analytics.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';

// Contract §2.8: the double's analytics answers parse with the shared schemas and carry exactly
// upstream's keys (the PascalCase usage rows included), plus the documented extensions only.

const NOW = Date.UTC(2025, 0, 15, 12);
const SECONDS = NOW / 1000;

type Json = Record<string, unknown>;
const keysOf = (value: unknown) => Object.keys(value as Json).sort();
const rowsOf = (value: unknown) => value as Json[];

t.test('statistics, period, multi-user stats and the ranking: schemas and exact keys', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'admin');
  const get = async (url: string) => (await app.inject({ url, headers: { cookie } })).json<Json>();

  const statistics = await get('/api/analytics/statistics');
  t.ok(envelopeOf(AnalyticsStatisticsSchema).safeParse(statistics).success);
  const stats = statistics.data as Json;
  t.same(keysOf(stats), ['channel_statistics', 'order_statistics', 'redemption_statistic', 'user_statistics']);
  t.same(keysOf(stats.user_statistics), ['total_inviter_user', 'total_quota', 'total_used_quota', 'total_user']);
  t.same(keysOf(rowsOf(stats.channel_statistics)[0]), ['status', 'total_channels']);
  t.same(keysOf(rowsOf(stats.redemption_statistic)[0]), ['count', 'quota', 'status']);
  t.same(keysOf(rowsOf(stats.order_statistics)[0]), ['money', 'order_currency', 'quota']);

  const period = await get(`/api/analytics/period?start_timestamp=${SECONDS - 40 * 86_400}&end_timestamp=${SECONDS}&group_type=model_type`);
  t.ok(envelopeOf(AnalyticsPeriodSchema).safeParse(period).success);
  const data = period.data as Json;
  t.same(
    keysOf(data),
    ['channel_statistics', 'group_types', 'order_statistics', 'redemption_statistics', 'user_statistics'],
    'group_types is the extension',
  );
  t.same(keysOf(rowsOf(data.channel_statistics)[0]), [
    'Channel',
    'CompletionTokens',
    'Date',
    'PromptTokens',
    'Quota',
    'RequestCount',
    'RequestTime',
  ]);
  t.same(keysOf(rowsOf(data.user_statistics)[0]), ['date', 'inviter_user_count', 'user_count']);
  t.same(keysOf(rowsOf(data.redemption_statistics)[0]), ['date', 'quota', 'user_count']);
  t.same(keysOf(rowsOf(data.order_statistics)[0]), ['date', 'order_amount']);

  const multi = await get('/api/analytics/multi_user_stats?usernames=demo&start_time=2025-01-10&end_time=2025-01-14');
  t.ok(MultiUserStatsSchema.safeParse(multi).success);
  t.same(keysOf(multi), ['data', 'message', 'model_usage', 'success'], 'model_usage outside data');
  t.same(keysOf(rowsOf(multi.data)[0]), ['completion_tokens', 'prompt_tokens', 'quota', 'request_count', 'request_time', 'username']);
  t.same(keysOf(rowsOf(multi.model_usage)[0]), ['model_name', 'request_count', 'username']);

  const rank = await get(`/api/analytics/user_rank?start_timestamp=${SECONDS - 86_400}&end_timestamp=${SECONDS}`);
  t.ok(envelopeOf(UserRankPageSchema).safeParse(rank).success);
  t.same(keysOf(rank.data), ['data', 'page', 'size', 'total_count']);
  t.same(keysOf(rowsOf((rank.data as Json).data)[0]), [
    'completion_tokens',
    'prompt_tokens',
    'quota',
    'request_count',
    'request_time',
    'user_id',
    'username',
  ]);
});
