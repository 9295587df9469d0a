import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '#server/render/page-origin.ts';

/** How many distinct `protocol://host` answers are remembered (a few in practice). */
const REMEMBERED_HOSTS = 64;

/**
 * A request whose Host (or, behind a trusted proxy, X-Forwarded-Host/-Proto) is not a valid
 * `host[:port]` is answered 400 before any route runs: pages build URLs from it, and a
 * malformed one used to surface as a 500. Every request passes here, proxied calls included,
 * so the answer for a host is remembered (a client sends the same Host every time); a flood
 * of made-up hosts only empties the memory now and then.
 */
export function installHostCheck(app: FastifyInstance): void {
  const valid = new Map<string, boolean>();
  app.addHook('onRequest', (request, reply, done) => {
    const key = `${request.protocol}://${request.host}`;
    let ok = valid.get(key);
    if (ok === undefined) {
      ok = requestOrigin(request) !== null;
      if (valid.size >= REMEMBERED_HOSTS) valid.clear();
      valid.set(key, ok);
    }
    if (ok) {
      done();
      return;
    }
    void reply.code(400).header('cache-control', 'no-store').send({ success: false, message: 'Bad Request: malformed Host header' });
  });
}
