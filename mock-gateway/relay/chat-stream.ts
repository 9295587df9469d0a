import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import type { ChatBody } from './chat.ts';
import { settle } from './ledger.ts';
import { streamPieces } from './mock-model.ts';
import type { MockCompletion } from './mock-model.ts';
import type { PreparedCall } from './pipeline.ts';
import { sendEventStream } from '#mock-gateway/http/event-stream.ts';

/** An OpenAI-style completion id. */
export function completionId(): string {
  return `chatcmpl-${randomUUID().replaceAll('-', '').slice(0, 29)}`;
}

/** Pause between chunks: real time, so streaming stays observable through the console's proxy. */
export const CHUNK_DELAY_MS = 15;

/**
 * The SSE answer: a role chunk, one content chunk per few words, a `finish_reason` chunk, the
 * usage chunk when `stream_options.include_usage` is set, then `data: [DONE]`. The call is billed
 * before `[DONE]`, so a client that has read the whole stream sees the balances already moved.
 * A client that leaves early is still billed in full, like upstream (it reads the provider's
 * stream to its end).
 */
export function streamCompletion(
  store: MockStore,
  reply: FastifyReply,
  call: PreparedCall<ChatBody>,
  completion: MockCompletion,
): FastifyReply {
  const { model, promptTokens, body } = call.request;
  const id = completionId();
  const created = nowSeconds(store);
  const chunk = (delta: object, finishReason: string | null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
  const events: object[] = [
    chunk({ role: 'assistant', content: '' }, null),
    ...streamPieces(completion.text).map((piece) => chunk({ content: piece }, null)),
    chunk({}, completion.finishReason),
  ];
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completion.completionTokens,
    total_tokens: promptTokens + completion.completionTokens,
  };
  if (body.includeUsage) events.push({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: null, choices: [], usage });
  return sendEventStream(reply, async (stream) => {
    const write = (data: string) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(`data: ${data}\n\n`);
    };
    let firstResponseMs: number | undefined;
    for (const event of events) {
      write(JSON.stringify(event));
      firstResponseMs ??= performance.now() - call.startedAt;
      await sleep(CHUNK_DELAY_MS);
    }
    settle(
      store,
      call.charge,
      { promptTokens, completionTokens: completion.completionTokens },
      {
        isStream: true,
        requestTimeMs: performance.now() - call.startedAt,
        firstResponseMs: Math.max(1, Math.round(firstResponseMs ?? 0)),
      },
    );
    write('[DONE]');
    if (!stream.destroyed) stream.end();
  });
}
