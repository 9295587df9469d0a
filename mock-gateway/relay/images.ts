import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigin } from '#mock-gateway/http/callback-url.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';
import { settle } from './ledger.ts';
import { imagePromptTokens } from './mock-model.ts';
import type { CallRequest, PreparedCall } from './pipeline.ts';
import { field, requiredField } from './request-body.ts';
import type { JsonObject } from './request-body.ts';

/** A 1×1 PNG: every generated image, as a URL or as `b64_json`. */
export const MOCK_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Where the double serves that PNG (under `/api`, so the console's proxy forwards it too). */
export const MOCK_IMAGE_PATH = '/api/_mock/image.png';

/** The parts of an image request the mock uses. */
export interface ImageBody {
  prompt: string;
  n: number;
  format: 'url' | 'b64_json';
}

const STRUCT = 'ImageRequest';

/** Reads `/v1/images/generations` like upstream: prompt required, model default dall-e-2, n default 1. */
export function readImageBody(body: JsonObject): RelayResult<CallRequest<ImageBody>> {
  const prompt = field<string>(body, 'prompt', 'string', STRUCT);
  if (!prompt.ok) return prompt;
  const model = field<string>(body, 'model', 'string', STRUCT);
  if (!model.ok) return model;
  const n = field<number>(body, 'n', 'number', STRUCT);
  if (!n.ok) return n;
  const format = field<string>(body, 'response_format', 'string', STRUCT);
  if (!format.ok) return format;
  if (prompt.value === undefined || prompt.value === '') return requiredField('Prompt');
  const count = n.value === undefined || n.value === 0 ? 1 : n.value;
  if (!Number.isInteger(count) || count < 1 || count > 10) return refuse(400, 'n must be between 1 and 10', 'one_hub_error');
  const responseFormat = format.value ?? 'url';
  if (responseFormat !== 'url' && responseFormat !== 'b64_json')
    return refuse(400, `response_format must be url or b64_json`, 'one_hub_error');
  return {
    ok: true,
    value: {
      model: model.value || 'dall-e-2',
      promptTokens: imagePromptTokens(count),
      calls: count,
      body: { prompt: prompt.value, n: count, format: responseFormat },
    },
  };
}

/** Answers a prepared image call with n tiny PNGs and bills it (times pricing: n calls). */
export function respondImages(store: MockStore, request: FastifyRequest, reply: FastifyReply, call: PreparedCall<ImageBody>): FastifyReply {
  const { body, promptTokens, calls } = call.request;
  settle(
    store,
    call.charge,
    { promptTokens, completionTokens: 0, calls },
    { isStream: false, requestTimeMs: performance.now() - call.startedAt },
  );
  const url = `${ownOrigin(request, store)}${MOCK_IMAGE_PATH}`;
  const data = Array.from({ length: body.n }, () =>
    body.format === 'b64_json' ? { b64_json: MOCK_PNG_BASE64, revised_prompt: body.prompt } : { url, revised_prompt: body.prompt },
  );
  return reply.send({ created: nowSeconds(store), data });
}
