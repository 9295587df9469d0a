import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';

/**
 * The caller's IP as upstream's gin sees it: it trusts `X-Forwarded-For`, so the first entry
 * wins (the console's proxy replaces it with the client address it derives, so a caller cannot
 * choose it); else the socket address.
 */
export function clientIp(request: FastifyRequest): string {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || (request.socket.remoteAddress ?? request.ip);
}

// Upstream's in-memory limiter: a sliding window of accepted requests; refused ones don't count.
function admit(store: MockStore, ip: string, max: number, windowMs: number): boolean {
  const now = store.now();
  const recent = (store.criticalHits.get(ip) ?? []).filter((time) => now - time < windowMs);
  if (recent.length >= max) {
    store.criticalHits.set(ip, recent);
    return false;
  }
  recent.push(now);
  store.criticalHits.set(ip, recent);
  return true;
}

/**
 * `onRequest` hook of the critical routes (sign-in, sign-up, codes, resets, OAuth callbacks):
 * one shared budget per client IP, then 429 with an empty body (contract §1.1). The limit is
 * read per request, so `store.criticalRateLimit` can be changed on a running double.
 */
export function criticalRateLimit(store: MockStore): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const limit = store.criticalRateLimit;
    if (limit === false || admit(store, clientIp(request), limit.max, limit.windowMs)) return;
    // Returning the reply tells Fastify the hook has answered and the handler must not run.
    return reply.code(429).send();
  };
}
