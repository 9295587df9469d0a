import { z } from 'zod/mini';
import { CONSOLE_API_PREFIX } from './budgets.ts';

/**
 * The console's own traffic endpoints (server/insight/insight-routes.ts): what it collected from
 * the gateway's counters and system log. Times are Unix ms; a failure is an attempt whose status
 * is not 2xx.
 */
export const INSIGHT_API = `${CONSOLE_API_PREFIX}insight`;
export const FAILURES_API = `${INSIGHT_API}/failures`;
export const FAILURE_LINES_API = `${INSIGHT_API}/failures/lines`;

/** The longest range one report covers (the retention's upper bound). */
export const MAX_RANGE_MS = 400 * 86_400_000;

const Volume = { requests: z.number(), failures: z.number() };

export const FailureReportSchema = z.object({
  /** What the console collects: the counters (metrics credentials) and the failure lines (root's token). */
  collecting: z.object({ metrics: z.boolean(), log: z.boolean() }),
  /** When the counters were last read (null: not yet); what came after is not in the report. */
  scraped_at: z.nullable(z.number()),
  from: z.number(),
  to: z.number(),
  /** The chart's bucket width. */
  bucket_ms: z.number(),
  totals: z.object(Volume),
  /** Most failures first. */
  channels: z.array(z.object({ channel_id: z.int(), channel_type: z.int(), ...Volume })),
  models: z.array(z.object({ model: z.string(), ...Volume })),
  statuses: z.array(z.object({ status: z.int(), requests: z.number() })),
  series: z.array(z.object({ bucket_start: z.number(), ...Volume })),
  /**
   * The minutes (or hours) with failures, most first: where a drill-down starts. A bucket holds
   * what the scrapes in it counted, which happened since the scrape before: `covers_from`, the
   * start of the window its failure lines and log rows are in.
   */
  hotspots: z.array(
    z.object({
      bucket_start: z.number(),
      bucket_ms: z.number(),
      covers_from: z.number(),
      channel_id: z.int(),
      model: z.string(),
      ...Volume,
    }),
  ),
  /** The latest failure lines grouped by their text (request ids taken out), most frequent first. */
  reasons: z.array(z.object({ reason: z.string(), count: z.int(), channel_ids: z.array(z.int()), last_at: z.number() })),
});
export type FailureReport = z.infer<typeof FailureReportSchema>;

export const FailureLineSchema = z.object({
  occurred_at: z.number(),
  request_id: z.string(),
  channel_id: z.int(),
  channel_name: z.string(),
  status: z.nullable(z.int()),
  reason: z.string(),
});
export const FailureLinesSchema = z.array(FailureLineSchema);
export type FailureLine = z.infer<typeof FailureLineSchema>;

export const USAGE_API = `${INSIGHT_API}/usage`;

/** What usage is broken down by: everyone's by key, model and day; an admin's also by user, channel and group. */
export const USAGE_GROUPS = ['key', 'model', 'day', 'user', 'channel', 'group'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];
export const ADMIN_USAGE_GROUPS: readonly UsageGroup[] = ['user', 'channel', 'group'];

const Usage = { requests: z.number(), quota: z.number(), prompt_tokens: z.number(), completion_tokens: z.number() };

export const UsageReportSchema = z.object({
  /** False without the console's admin token at the gateway: nothing is summed. */
  collecting: z.boolean(),
  /** The consume log is summed up to this time (ms); null before the first read. */
  summed_to: z.nullable(z.number()),
  group: z.enum(USAGE_GROUPS),
  from: z.number(),
  to: z.number(),
  totals: z.object(Usage),
  /** One row per key, model, day, user or channel, most spent first (by day: oldest first). */
  rows: z.array(z.object({ id: z.string(), label: z.string(), ...Usage })),
  /** Spend per day of the range, for the chart (in the reader's zone). */
  days: z.array(z.object({ day: z.string(), ...Usage })),
  /** By group: the groups are summed from this time (ms) on (the console's upgrade); null otherwise. */
  groups_from: z.optional(z.nullable(z.number())),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;

export const STATUS_API = `${INSIGHT_API}/success-rates`;
export const HEALTH_API = `${INSIGHT_API}/health`;
export const STATUS_VISIBILITY_API = `${INSIGHT_API}/success-rates/visibility`;

/** What guests see of the status from real traffic: nothing, the providers (channel types), or the models too. */
export const STATUS_VISIBILITIES = ['off', 'providers', 'models'] as const;
export type StatusVisibility = (typeof STATUS_VISIBILITIES)[number];
/** Until an admin chooses: guests see nothing (signed-in users see everything). */
export const DEFAULT_STATUS_VISIBILITY: StatusVisibility = 'off';

/** The status page's windows: 24 bars of an hour, 7 or 30 of a day (rolling, ending with the current hour). */
export const STATUS_WINDOWS = ['24h', '7d', '30d'] as const;
export type StatusWindow = (typeof STATUS_WINDOWS)[number];
export const STATUS_WINDOW_BARS: Record<StatusWindow, { bars: number; width: number }> = {
  '24h': { bars: 24, width: 3_600_000 },
  '7d': { bars: 7, width: 86_400_000 },
  '30d': { bars: 30, width: 86_400_000 },
};

/** "Now" for the model list: the attempts of the last half hour. */
export const HEALTH_WINDOW_MS = 30 * 60_000;
export const HEALTH_STATES = ['healthy', 'degraded', 'failing', 'idle'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/**
 * A share of failed attempts as a state: none counted is `idle`; under 5 % failed is healthy,
 * up to half degraded, more than half failing.
 */
export function healthOf(requests: number, failures: number): HealthState {
  if (requests <= 0) return 'idle';
  const rate = failures / requests;
  return rate < 0.05 ? 'healthy' : rate <= 0.5 ? 'degraded' : 'failing';
}

const StatusLine = {
  requests: z.number(),
  failures: z.number(),
  /** One `[attempts, failed]` per bar, oldest first (the starts are the report's `starts`). */
  bars: z.array(z.tuple([z.number(), z.number()])),
  /** The last half hour's state. */
  now: z.enum(HEALTH_STATES),
};

/**
 * The status page's success rates from the counters (`/console-api/insight/success-rates`): only
 * aggregated attempts per provider (channel type) and model, never a channel's id or name.
 * `shown` is what this answer holds for this caller: a guest gets what the admin chose.
 */
export const StatusReportSchema = z.object({
  collecting: z.boolean(),
  scraped_at: z.nullable(z.number()),
  /** What guests see (the admin's choice). */
  visibility: z.enum(STATUS_VISIBILITIES),
  /** What this answer holds: `off` has no rows, `providers` no models. */
  shown: z.enum(STATUS_VISIBILITIES),
  window: z.enum(STATUS_WINDOWS),
  bucket_ms: z.number(),
  /** Each bar's start (ms); the last one ends with the current hour. */
  starts: z.array(z.number()),
  providers: z.array(z.object({ channel_type: z.int(), ...StatusLine })),
  models: z.array(z.object({ model: z.string(), ...StatusLine })),
});
export type StatusReport = z.infer<typeof StatusReportSchema>;

/** Per model, whether it is healthy now (the last HEALTH_WINDOW_MS), for the model list. */
export const ModelHealthSchema = z.object({
  collecting: z.boolean(),
  scraped_at: z.nullable(z.number()),
  window_ms: z.number(),
  models: z.array(z.object({ model: z.string(), state: z.enum(HEALTH_STATES), requests: z.number(), failures: z.number() })),
});
export type ModelHealth = z.infer<typeof ModelHealthSchema>;

export const StatusVisibilityInputSchema = z.object({ visibility: z.enum(STATUS_VISIBILITIES) });
export const StatusVisibilitySchema = z.object({
  visibility: z.enum(STATUS_VISIBILITIES),
  updated_at: z.nullable(z.number()),
});
