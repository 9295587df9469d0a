import { z } from 'zod/mini';

/**
 * One line of the gateway's in-memory log (one-hub `common/logger` `LogEntry`, marshalled by Go
 * without json tags, hence the capitalised keys): when, the level (`INFO`, `WARN`, `ERR`,
 * `DEBUG`, `FATAL`) and the message as written.
 */
export const SystemLogEntrySchema = z.object({
  Timestamp: z.string(),
  Level: z.string(),
  Message: z.string(),
});
/** A line of the gateway's log. */
export type SystemLogEntry = z.infer<typeof SystemLogEntrySchema>;

/** `POST /api/system_info/log` data: the latest lines, oldest first. */
export const SystemLogSchema = z.array(SystemLogEntrySchema);

/** `POST /api/system_info/log` body: how many of the latest lines (one-hub keeps the last 500). */
export const SystemLogRequestSchema = z.object({ count: z.int().check(z.positive()) });
/** What the system log page asks for. */
export type SystemLogRequest = z.infer<typeof SystemLogRequestSchema>;

/** How many lines one-hub keeps in memory (`logHistory`'s capacity): a larger count returns them all. */
export const SYSTEM_LOG_CAPACITY = 500;
