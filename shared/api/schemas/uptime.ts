import { z } from 'zod/mini';

/*
 * Uptime Kuma's status page as one-hub passes it on (`/api/user/dashboard/uptimekuma/…`, no
 * envelope): only what the console shows is read; everything else in Kuma's answers is ignored.
 */

const UptimeTagSchema = z.object({ name: z.string(), value: z.nullish(z.string()), color: z.nullish(z.string()) });

export const UptimeMonitorSchema = z.object({
  id: z.int(),
  name: z.string(),
  tags: z.optional(z.array(UptimeTagSchema)),
});
/** A monitor listed on the status page. */
export type UptimeMonitor = z.infer<typeof UptimeMonitorSchema>;

/** `GET /api/status-page/<slug>`: the page's public groups of monitors. */
export const UptimeStatusPageSchema = z.object({
  publicGroupList: z.array(z.object({ id: z.int(), name: z.string(), monitorList: z.array(UptimeMonitorSchema) })),
});
/** The monitors of the status page, by group. */
export type UptimeStatusPage = z.infer<typeof UptimeStatusPageSchema>;

/** Uptime Kuma's beat statuses: 0 down, 1 up, 2 pending, 3 maintenance. */
export const UptimeBeatSchema = z.object({
  status: z.int(),
  /** `YYYY-MM-DD HH:mm:ss(.SSS)`, UTC since Uptime Kuma 2. */
  time: z.string(),
  msg: z.nullish(z.string()),
  ping: z.nullish(z.number()),
});
/** One check of a monitor. */
export type UptimeBeat = z.infer<typeof UptimeBeatSchema>;

/** `GET /api/status-page/heartbeat/<slug>`: recent beats per monitor id, oldest first, and availability ratios keyed `<id>_24`. */
export const UptimeHeartbeatsSchema = z.object({
  heartbeatList: z.record(z.string(), z.array(UptimeBeatSchema)),
  uptimeList: z.record(z.string(), z.number()),
});
/** The status page's heartbeats and availability. */
export type UptimeHeartbeats = z.infer<typeof UptimeHeartbeatsSchema>;
