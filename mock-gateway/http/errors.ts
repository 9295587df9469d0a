import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_PARAMS, fail } from './respond.ts';

function clientStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

/** Body of upstream's 404 for unknown `/api` and `/v1` paths (contract §2.13). */
export function invalidUrl(request: FastifyRequest): { error: { message: string; type: string; code: string } } {
  const path = request.url.split('?')[0] ?? request.url;
  // controller/common.go RelayNotFound: types.OpenAIError with `Code: ""` (an empty string in an `any`, so omitempty keeps it).
  return { error: { message: `Invalid URL (${request.method} ${path})`, type: 'invalid_request_error', code: '' } };
}

/** Fastify's codes for a JSON body that does not parse. */
const UNPARSABLE_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function isUnparsableJson(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return (typeof code === 'string' && UNPARSABLE_JSON.has(code)) || error instanceof SyntaxError;
}

/** Framework-level failures (unparsable URL) answered as a 400 envelope instead of Fastify's default. */
export function frameworkError(_error: unknown, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(fail(INVALID_PARAMS));
}

/**
 * A body that is not JSON is one-hub's HTTP 200 `{success:false}`; other client mistakes (wrong
 * content type, oversized body) become a 4xx envelope and
 * anything else a bare 500 envelope, so no stack trace or Fastify error shape ever leaks.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    // one-hub's handlers decode the body themselves and answer a failure with HTTP 200
    // (`{success:false}`), never gin's 400: the envelope is the contract, not the status.
    if (isUnparsableJson(error)) return reply.code(200).send(fail(INVALID_PARAMS));
    const status = clientStatus(error);
    if (status !== null) return reply.code(status).send(fail(status === 413 ? '请求体过大' : INVALID_PARAMS));
    request.log.error({ err: error }, 'mock gateway handler failed');
    return reply.code(500).send(fail('服务器内部错误'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(invalidUrl(request)));
}
