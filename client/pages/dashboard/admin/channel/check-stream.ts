import { ApiError } from '#shared/api/errors.ts';
import { postEventStream } from '#shared/api/event-stream.ts';
import type { EventStreamOptions } from '#shared/api/event-stream.ts';
import { ChannelCheckEventSchema, checkVerdict } from '#shared/api/schemas/channel-check.ts';
import type { ChannelCheckResult } from '#shared/api/schemas/channel-check.ts';

/** One model's row in the check dialog. */
export interface CheckRow {
  model: string;
  passed: boolean;
  /** The first failed item's remark ('' when passed). */
  message: string;
  /** Seconds, when the gateway says (the double does; upstream does not). */
  time: number | null;
  /** Each step with whether all its items passed. */
  steps: { name: string; passed: boolean }[];
}

/** The stream closed before its `done` event: the gateway or the connection broke off. */
export const STREAM_CUT = 'channel-check-stream-cut';

/** A result event as the dialog's row. */
export function checkRow(result: ChannelCheckResult): CheckRow {
  const verdict = checkVerdict(result);
  return {
    model: result.model,
    passed: verdict.passed,
    message: verdict.message,
    time: result.time ?? null,
    steps: (result.process ?? []).map((step) => ({
      name: step.name,
      passed: (step.results ?? []).length > 0 && (step.results ?? []).every((item) => item.status === 1),
    })),
  };
}

/**
 * Runs `POST /api/sse/channel/check` for `models` and calls `onRow` for each model's result as
 * it arrives (a model sent twice replaces its row, as upstream's dialog does). Heartbeats and
 * events that are not the contract's (unparsable JSON, unknown types) are skipped. Resolves when
 * `done` arrived; a stream that ends without it rejects with an ApiError of status 0 and the
 * message `STREAM_CUT` (the page translates it); refusals reject with the gateway's message; an
 * abort rejects with the signal's AbortError.
 */
export async function runChannelCheck(
  channelId: number,
  models: readonly string[],
  onRow: (row: CheckRow) => void,
  options: EventStreamOptions,
): Promise<void> {
  let done = false;
  await postEventStream(
    '/api/sse/channel/check',
    { id: channelId, models: models.join(',') },
    (data) => {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const event = ChannelCheckEventSchema.safeParse(json);
      if (!event.success) return;
      if (event.data.type === 'result') onRow(checkRow(event.data.data));
      if (event.data.type === 'done') done = true;
    },
    options,
  );
  if (!done) throw new ApiError(STREAM_CUT, 0, undefined, { path: '/api/sse/channel/check' });
}
