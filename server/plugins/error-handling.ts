import type { FastifyError, FastifyInstance } from 'fastify';

const NON_PAGE_PREFIXES = ['/assets/', '/locales/', '/healthz', '/readyz', '/favicon'];

/**
 * Client mistakes (bad JSON, wrong content type, too large) answer 4xx with the envelope and
 * a readable message; server faults answer a generic 500 and are logged, never with a stack.
 * Unknown page paths redirect to /404, which renders with status 404 (spec section 2).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).type('application/json; charset=utf-8').send({ success: false, message });
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !NON_PAGE_PREFIXES.some((p) => request.url.startsWith(p));
    if (isPageRequest) return reply.redirect('/404', 302);
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
