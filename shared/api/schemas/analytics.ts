import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/**
 * Admin analytics (contract §2.8). Upstream's Go slices are `null` when a query finds nothing,
 * so every list is nullable; readers treat null as empty.
 */

/** `group_type` of `/api/analytics/period`: upstream's three, then the double's `group` (extension). */
export const ANALYTICS_GROUP_TYPES = ['model_type', 'model', 'channel', 'group'] as const;
/** How `/api/analytics/period` groups its usage rows. */
export type AnalyticsGroupType = (typeof ANALYTICS_GROUP_TYPES)[number];
/** What an unmodified one-hub groups by (anything else falls to its `channel` branch). */
export const UPSTREAM_GROUP_TYPES: readonly AnalyticsGroupType[] = ['model_type', 'model', 'channel'];

/** `GET /api/analytics/statistics` data: all-time site figures. */
export const AnalyticsStatisticsSchema = z.object({
  user_statistics: z.nullable(
    z.object({
      total_quota: z.number(),
      total_used_quota: z.number(),
      total_user: z.int(),
      total_inviter_user: z.int(),
    }),
  ),
  channel_statistics: z.nullable(z.array(z.object({ total_channels: z.int(), status: z.int() }))),
  redemption_statistic: z.nullable(z.array(z.object({ count: z.int(), quota: z.number(), status: z.int() }))),
  order_statistics: z.nullable(z.array(z.object({ quota: z.number(), money: z.number(), order_currency: z.string() }))),
});
/** The site's all-time figures. */
export type AnalyticsStatistics = z.infer<typeof AnalyticsStatisticsSchema>;

/** One usage row of `/api/analytics/period`: a day and a group, upstream's PascalCase keys (no json tags). */
export const PeriodUsageSchema = z.object({
  /** "YYYY-MM-DD" */
  Date: z.string(),
  RequestCount: z.int(),
  Quota: z.number(),
  PromptTokens: z.int(),
  CompletionTokens: z.int(),
  /** Milliseconds, summed. */
  RequestTime: z.int(),
  /** The group's name: channel, model, model owner or user group, after `group_type`. */
  Channel: z.string(),
});
/** A day-and-group usage row. */
export type PeriodUsage = z.infer<typeof PeriodUsageSchema>;

/** `GET /api/analytics/period` data. */
export const AnalyticsPeriodSchema = z.object({
  /** Registrations per day (site-wide). */
  user_statistics: z.nullable(z.array(z.object({ date: z.string(), user_count: z.int(), inviter_user_count: z.int() }))),
  channel_statistics: z.nullable(z.array(PeriodUsageSchema)),
  /** Used redemption codes per day (site-wide). */
  redemption_statistics: z.nullable(z.array(z.object({ date: z.string(), quota: z.number(), user_count: z.int() }))),
  /** Paid orders per day (site-wide), `order_amount` summed over currencies as upstream does. */
  order_statistics: z.nullable(z.array(z.object({ date: z.string(), order_amount: z.number() }))),
  /** Extension: the `group_type`s this gateway understands; absent upstream (upstream's three). */
  group_types: z.optional(z.array(z.string())),
});
/** A period's figures. */
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;

/** A user's usage over a range: `/api/analytics/multi_user_stats` rows and the ranking's. */
const USER_USAGE = {
  username: z.string(),
  request_count: z.int(),
  quota: z.number(),
  prompt_tokens: z.int(),
  completion_tokens: z.int(),
  request_time: z.int(),
};

/** `GET /api/analytics/multi_user_stats`: `data` rows plus `model_usage` outside `data`. */
export const MultiUserStatsSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.optional(z.nullable(z.array(z.object(USER_USAGE)))),
  model_usage: z.optional(z.nullable(z.array(z.object({ username: z.string(), model_name: z.string(), request_count: z.int() })))),
});

/**
 * One row of `GET /api/analytics/user_rank` (the double's extension): a user's consumption over
 * `start_timestamp…end_timestamp` (both included, like `/api/log/`), highest cost first.
 */
export const UserRankRowSchema = z.object({ user_id: z.int(), ...USER_USAGE });
/** A ranked user. */
export type UserRankRow = z.infer<typeof UserRankRowSchema>;
/** `GET /api/analytics/user_rank` data. */
export const UserRankPageSchema = pageOf(UserRankRowSchema);
