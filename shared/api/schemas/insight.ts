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

/** What usage is broken down by: everyone's by key, model and day; an admin's also by user and channel. */
export const USAGE_GROUPS = ['key', 'model', 'day', 'user', 'channel'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];
export const ADMIN_USAGE_GROUPS: readonly UsageGroup[] = ['user', 'channel'];

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
});
export type UsageReport = z.infer<typeof UsageReportSchema>;
