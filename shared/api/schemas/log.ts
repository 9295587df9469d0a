import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** Log types (contract §1.3); 0 means "all" and is only a filter value. */
export const LOG_TYPE = { all: 0, topup: 1, consume: 2, manage: 3, system: 4 } as const;
/** A log type value. */
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/**
 * `Log.metadata` (contract §2.14): the price breakdown of a consume row. Extra usage types add
 * `<extra>_tokens` and `<extra>_tokens_ratio` keys, kept by `catchall`.
 */
export const LogMetadataSchema = z.catchall(
  z.object({
    group_name: z.optional(z.string()),
    backup_group_name: z.optional(z.string()),
    is_backup_group: z.optional(z.boolean()),
    price_type: z.optional(z.string()),
    group_ratio: z.optional(z.number()),
    input_ratio: z.optional(z.number()),
    output_ratio: z.optional(z.number()),
    first_response: z.optional(z.number()),
    extra_billing: z.optional(z.unknown()),
  }),
  z.unknown(),
);
/** A log row's price breakdown. */
export type LogMetadata = z.infer<typeof LogMetadataSchema>;

/** One log row (contract §2.8, §2.14). `/api/log/self` sends `id` 0 and `channel` null. */
export const LogSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  created_at: z.int(),
  type: z.int(),
  content: z.string(),
  username: z.string(),
  token_name: z.string(),
  model_name: z.string(),
  quota: z.int(),
  prompt_tokens: z.int(),
  completion_tokens: z.int(),
  channel_id: z.int(),
  /** Milliseconds. */
  request_time: z.int(),
  is_stream: z.boolean(),
  source_ip: z.string(),
  metadata: z.optional(z.nullable(LogMetadataSchema)),
  channel: z.optional(z.nullable(z.object({ id: z.int(), name: z.string() }))),
});
/** A log row. */
export type Log = z.infer<typeof LogSchema>;

/**
 * Extension (the double): the filters a gateway applied beyond upstream's, echoed in the page.
 * Upstream's `/api/log/self` ignores `source_ip`; a page without this key means "not applied",
 * so the console hides the IP filter from users instead of pretending to filter.
 */
export const LogAppliedFiltersSchema = z.object({ source_ip: z.string() });

/** `GET /api/log/` and `/api/log/self` data. */
export const LogPageSchema = z.extend(pageOf(LogSchema), { filters: z.optional(LogAppliedFiltersSchema) });
/** A page of log rows. */
export type LogPage = z.infer<typeof LogPageSchema>;

/** `GET /api/log/stat` and `/api/log/self/stat` data: the quota sum of type-2 rows for the filter. */
export const LogStatSchema = z.object({ quota: z.int() });
/** The quota sum of a log filter. */
export type LogStat = z.infer<typeof LogStatSchema>;

/** Sort fields `/api/log/` accepts (contract §2.8); anything else is refused. */
export const LOG_ORDER_FIELDS = ['created_at', 'channel_id', 'user_id', 'token_name', 'model_name', 'type', 'source_ip'] as const;
