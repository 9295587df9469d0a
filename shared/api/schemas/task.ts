import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** Task statuses (contract §1.3); a gateway may send others, which the console shows as UNKNOWN. */
export const TASK_STATUSES = ['NOT_START', 'SUBMITTED', 'QUEUED', 'IN_PROGRESS', 'FAILURE', 'SUCCESS', 'UNKNOWN'] as const;
/** A known task status. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Task platforms upstream knows (contract §2.11). */
export const TASK_PLATFORMS = ['suno', 'kling'] as const;

/** Sort fields `/api/task/` accepts (upstream's `allowedTaskOrderFields`). */
export const TASK_ORDER_FIELDS = ['id', 'created_at', 'submit_time', 'finish_time', 'channel_id', 'user_id', 'platform'] as const;

/** Sort fields `/api/mj/` accepts (upstream's `allowedMidjourneyOrderFields`). */
export const MJ_ORDER_FIELDS = [
  'id',
  'user_id',
  'code',
  'action',
  'mj_id',
  'submit_time',
  'start_time',
  'finish_time',
  'status',
  'channel_id',
] as const;

/**
 * One asynchronous task (Suno, Kling; contract §2.14 "Task"). Times are Unix seconds (0 = not
 * yet); `progress` is a percentage; `properties` is what was submitted and `data` the
 * provider's result (Suno: a list of clips), both free-form JSON.
 */
export const TaskSchema = z.object({
  id: z.int(),
  created_at: z.int(),
  updated_at: z.int(),
  task_id: z.string(),
  platform: z.string(),
  user_id: z.int(),
  channel_id: z.int(),
  quota: z.int(),
  action: z.string(),
  status: z.string(),
  fail_reason: z.string(),
  submit_time: z.int(),
  start_time: z.int(),
  finish_time: z.int(),
  /** A whole percentage (one-hub); some peers send text like Midjourney's (`"45%"`). */
  progress: z.union([z.int(), z.string()]),
  properties: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
  token_id: z.optional(z.int()),
});
/** An asynchronous task. */
export type Task = z.infer<typeof TaskSchema>;

/** `GET /api/task/` and `/api/task/self` data. */
export const TaskPageSchema = pageOf(TaskSchema);
/** A page of tasks. */
export type TaskPage = z.infer<typeof TaskPageSchema>;

/** MJ submit codes (contract §1.3): 1 submitted, 21 waiting, 22 duplicate, 0 not submitted. */
export const MJ_CODES = [1, 21, 22, 0] as const;

/**
 * One Midjourney task (contract §2.14 "Midjourney"). `progress` is upstream's text (`"45%"`),
 * `buttons` and `properties` JSON text; `/api/mj/self` may leave `channel_id` out.
 */
export const MidjourneySchema = z.object({
  id: z.int(),
  code: z.int(),
  user_id: z.int(),
  action: z.string(),
  mj_id: z.string(),
  prompt: z.string(),
  prompt_en: z.string(),
  description: z.string(),
  state: z.string(),
  submit_time: z.int(),
  start_time: z.int(),
  finish_time: z.int(),
  image_url: z.string(),
  status: z.string(),
  progress: z.string(),
  fail_reason: z.string(),
  channel_id: z.optional(z.int()),
  quota: z.int(),
  buttons: z.optional(z.string()),
  properties: z.optional(z.string()),
  mode: z.optional(z.string()),
  token_id: z.optional(z.int()),
});
/** A Midjourney task. */
export type Midjourney = z.infer<typeof MidjourneySchema>;

/** `GET /api/mj/` and `/api/mj/self` data. */
export const MidjourneyPageSchema = pageOf(MidjourneySchema);
/** A page of Midjourney tasks. */
export type MidjourneyPage = z.infer<typeof MidjourneyPageSchema>;
