import { performance } from 'node:perf_hooks';
import type { FastifyReply } from 'fastify';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';
import { settle } from './ledger.ts';
import { countPromptTokens, mockCompletion } from './mock-model.ts';
import type { MockMessage } from './mock-model.ts';
import type { CallRequest, PreparedCall } from './pipeline.ts';
import { field, requiredField } from './request-body.ts';
import type { JsonObject } from './request-body.ts';
import { completionId, streamCompletion } from './chat-stream.ts';

/** The parts of a chat request the mock uses. */
export interface ChatBody {
  messages: MockMessage[];
  stream: boolean;
  includeUsage: boolean;
  maxTokens: number | undefined;
}

const STRUCT = 'ChatCompletionRequest';

function toMessage(raw: unknown): MockMessage {
  const value = typeof raw === 'object' && raw !== null ? (raw as { role?: unknown; content?: unknown }) : {};
  return { role: typeof value.role === 'string' ? value.role : '', content: value.content };
}

/** Reads a chat request like upstream's setRequest: `model` and `messages` required, max_tokens ≥ 0. */
export function readChatBody(body: JsonObject): RelayResult<CallRequest<ChatBody>> {
  const model = field<string>(body, 'model', 'string', STRUCT);
  if (!model.ok) return model;
  const messages = field<unknown[]>(body, 'messages', 'array', STRUCT);
  if (!messages.ok) return messages;
  const stream = field<boolean>(body, 'stream', 'boolean', STRUCT);
  if (!stream.ok) return stream;
  const maxTokens = field<number>(body, 'max_tokens', 'number', STRUCT);
  if (!maxTokens.ok) return maxTokens;
  const maxCompletion = field<number>(body, 'max_completion_tokens', 'number', STRUCT);
  if (!maxCompletion.ok) return maxCompletion;
  if (model.value === undefined || model.value === '') return requiredField('Model');
  if (messages.value === undefined) return requiredField('Messages');
  const max = maxTokens.value ?? maxCompletion.value;
  if (max !== undefined && (max < 0 || max > 2 ** 30 || !Number.isInteger(max)))
    return refuse(400, 'max_tokens is invalid', 'one_hub_error');
  const options = body.stream_options;
  const includeUsage = typeof options === 'object' && options !== null && (options as { include_usage?: unknown }).include_usage === true;
  const list = messages.value.map(toMessage);
  return {
    ok: true,
    value: {
      model: model.value,
      promptTokens: countPromptTokens(list),
      calls: 1,
      body: { messages: list, stream: stream.value === true, includeUsage: stream.value === true && includeUsage, maxTokens: max },
    },
  };
}

/** Answers a prepared chat call, streaming or not, and bills it. */
export function respondChat(store: MockStore, reply: FastifyReply, call: PreparedCall<ChatBody>): FastifyReply {
  const { body, model, promptTokens } = call.request;
  // The pretend upstream answers as the model it was asked for after the channel's mapping.
  const completion = mockCompletion(call.charge.route.upstreamModel, body.messages, body.maxTokens);
  if (body.stream) return streamCompletion(store, reply, call, completion);
  const usage = { promptTokens, completionTokens: completion.completionTokens };
  settle(store, call.charge, usage, { isStream: false, requestTimeMs: performance.now() - call.startedAt });
  return reply.send({
    id: completionId(),
    object: 'chat.completion',
    created: nowSeconds(store),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content: completion.text }, logprobs: null, finish_reason: completion.finishReason },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completion.completionTokens,
      total_tokens: promptTokens + completion.completionTokens,
    },
    system_fingerprint: null,
  });
}
