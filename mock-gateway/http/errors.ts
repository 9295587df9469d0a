import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_PARAMS, fail } from './respond.ts';

function clientStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

/** Body of upstream's 404 for unknown `/api` and `/v1` paths (contract §2.13). */
export function invalidUrl(request: FastifyRequest): { error: { message: string; type: string } } {
  const path = request.url.split('?')[0] ?? request.url;
  return { error: { message: `Invalid URL (${request.method} ${path})`, type: 'invalid_request_error' } };
}

/** Framework-level failures (unparsable URL) answered as a 400 envelope instead of Fastify's default. */
export function frameworkError(_error: unknown, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(fail(INVALID_PARAMS));
}

/**
 * Client mistakes (bad JSON, wrong content type, oversized body) become a 4xx envelope and
 * anything else a bare 500 envelope, so no stack trace or Fastify error shape ever leaks.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const status = clientStatus(error);
    if (status !== null) return reply.code(status).send(fail(status === 413 ? '请求体过大' : INVALID_PARAMS));
    request.log.error({ err: error }, 'mock gateway handler failed');
    return reply.code(500).send(fail('服务器内部错误'));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(invalidUrl(request)));
}
