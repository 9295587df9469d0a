import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../render/page-origin.ts';

/**
 * A request whose Host (or, behind a trusted proxy, X-Forwarded-Host/-Proto) is not a valid
 * `host[:port]` is answered 400 before any route runs: pages build URLs from it, and a
 * malformed one used to surface as a 500.
 */
export function installHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (requestOrigin(request) !== null) return undefined;
    return reply.code(400).header('cache-control', 'no-store').send({ success: false, message: 'Bad Request: malformed Host header' });
  });
}
