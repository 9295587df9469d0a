import { z } from 'zod/mini';

/**
 * One row of `/api/user/dashboard` (contract §2.3): per day and model, today and the previous
 * 7 days, with upstream's PascalCase keys (the Go struct has no json tags).
 */
export const DashboardStatSchema = z.object({
  /** "YYYY-MM-DD" */
  Date: z.string(),
  ModelName: z.string(),
  RequestCount: z.int(),
  Quota: z.int(),
  PromptTokens: z.int(),
  CompletionTokens: z.int(),
  /** Milliseconds, summed. */
  RequestTime: z.int(),
});
/** A day-and-model usage row. */
export type DashboardStat = z.infer<typeof DashboardStatSchema>;

/** `GET /api/user/dashboard` data. */
/** `GET /api/user/dashboard` data: Go's nil slice is `null` for a user without statistics yet (one-hub answers so until its hourly job has counted a day). */
export const DashboardStatListSchema = z.pipe(
  z.nullable(z.array(DashboardStatSchema)),
  z.transform((rows) => rows ?? []),
);

/** `GET /api/user/dashboard/rate` data: the group's RPM limiter (contract §2.3). */
export const DashboardRateSchema = z.object({
  rpm: z.number(),
  maxRPM: z.number(),
  usageRpmRate: z.number(),
  tpm: z.number(),
  maxTPM: z.number(),
  usageTpmRate: z.number(),
});
/** The caller's current request rate against the group's limit. */
export type DashboardRate = z.infer<typeof DashboardRateSchema>;
