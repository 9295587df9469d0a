import { z } from 'zod/mini';

/** The token counts of an answer, from the relay's `usage` block. */
export interface AnswerUsage {
  promptTokens: number;
  completionTokens: number;
  /** `prompt_tokens_details.cached_tokens`, billed at the model's cached-token ratio. */
  cachedTokens: number;
  /** `completion_tokens_details.reasoning_tokens`, billed at the model's reasoning ratio. */
  reasoningTokens: number;
}

const count = z.catch(z.number(), 0);

const UsageSchema = z.object({
  prompt_tokens: count,
  completion_tokens: count,
  prompt_tokens_details: z.optional(z.nullable(z.object({ cached_tokens: z.optional(count) }))),
  completion_tokens_details: z.optional(z.nullable(z.object({ reasoning_tokens: z.optional(count) }))),
});

const ChunkSchema = z.object({
  choices: z.optional(
    z.nullable(
      z.array(
        z.object({
          delta: z.optional(z.nullable(z.object({ content: z.optional(z.nullable(z.string())) }))),
          message: z.optional(z.nullable(z.object({ content: z.optional(z.nullable(z.string())) }))),
          finish_reason: z.optional(z.nullable(z.string())),
        }),
      ),
    ),
  ),
  usage: z.optional(z.nullable(UsageSchema)),
  error: z.optional(z.object({ message: z.optional(z.string()), code: z.optional(z.unknown()) })),
});

/** What one streamed event (or a whole non-streamed answer) means to the playground. */
export type ChatEvent =
  | { kind: 'done' }
  | { kind: 'chunk'; text: string; finishReason: string | null; usage: AnswerUsage | null }
  | { kind: 'error'; message: string; code: string | null }
  | { kind: 'ignored' };

/** The usage block in the playground's terms, or null when absent. */
export function usageOf(raw: z.infer<typeof UsageSchema> | null | undefined): AnswerUsage | null {
  if (!raw) return null;
  return {
    promptTokens: raw.prompt_tokens,
    completionTokens: raw.completion_tokens,
    cachedTokens: raw.prompt_tokens_details?.cached_tokens ?? 0,
    reasoningTokens: raw.completion_tokens_details?.reasoning_tokens ?? 0,
  };
}

/**
 * Reads one `data:` payload of `/v1/chat/completions`: `[DONE]`, a chunk (its text delta, a
 * finish reason, the usage block that `stream_options.include_usage` adds last), an error the
 * gateway sent inside the stream, or something to skip (a heartbeat, text that is not JSON).
 * A whole non-streamed answer reads the same way (`message` instead of `delta`).
 */
export function readChatEvent(data: string): ChatEvent {
  if (data.trim() === '[DONE]') return { kind: 'done' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'ignored' };
  }
  const parsed = ChunkSchema.safeParse(json);
  if (!parsed.success) return { kind: 'ignored' };
  const { choices, usage, error } = parsed.data;
  if (error) return { kind: 'error', message: error.message ?? '', code: typeof error.code === 'string' ? error.code : null };
  const choice = choices?.[0];
  return {
    kind: 'chunk',
    text: choice?.delta?.content ?? choice?.message?.content ?? '',
    finishReason: choice?.finish_reason ?? null,
    usage: usageOf(usage),
  };
}
