import { z } from 'zod/mini';

/** `POST /api/sse/channel/check`: the channel and the models to check, a comma list. */
export const ChannelCheckInputSchema = z.object({
  id: z.int().check(z.positive()),
  models: z.string().check(z.trim(), z.minLength(1), z.maxLength(65_536)),
});
/** A multi-model check request. */
export type ChannelCheckInput = z.infer<typeof ChannelCheckInputSchema>;

/** A check item's status, as upstream's `check_channel` package numbers them. */
export const CHECK_STATUS = { failed: 0, passed: 1, unknown: 2 } as const;

/** One item of a check step (`响应`, `模型检测`…) with its status and remark. */
export const ChannelCheckItemSchema = z.object({
  name: z.string(),
  status: z.int(),
  remark: z.string(),
});

/** One step of a model's check (a plain call, an error probe, JSON output, tools…), with the provider's answer or null. */
export const ChannelCheckStepSchema = z.object({
  name: z.string(),
  results: z.nullable(z.array(ChannelCheckItemSchema)),
  response: z.optional(z.nullable(z.unknown())),
});

/**
 * The data of a `result` event: one model's steps. `time` (seconds the model's check took) is
 * the double's extension (extensions.md, "Channel check"); upstream sends no time.
 */
export const ChannelCheckResultSchema = z.object({
  model: z.string(),
  process: z.nullable(z.array(ChannelCheckStepSchema)),
  time: z.optional(z.number()),
});
/** One model's check result. */
export type ChannelCheckResult = z.infer<typeof ChannelCheckResultSchema>;

/**
 * One event of the check stream (every event is an SSE `message`): a model's `result`, a
 * `heartbeat` (data `"ping"`) while a slow model runs, and `done` (data `"completed"`) last.
 */
export const ChannelCheckEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result'), data: ChannelCheckResultSchema }),
  z.object({ type: z.literal('heartbeat'), data: z.optional(z.unknown()) }),
  z.object({ type: z.literal('done'), data: z.optional(z.unknown()) }),
]);
/** A check stream event. */
export type ChannelCheckEvent = z.infer<typeof ChannelCheckEventSchema>;

/** What a model's result comes to: passed when every item passed, else the first remark of an item that did not. */
export function checkVerdict(result: ChannelCheckResult): { passed: boolean; message: string } {
  const items = (result.process ?? []).flatMap((step) => step.results ?? []);
  const failed = items.find((item) => item.status !== CHECK_STATUS.passed);
  if (items.length === 0) return { passed: false, message: '' };
  return failed ? { passed: false, message: failed.remark } : { passed: true, message: '' };
}
