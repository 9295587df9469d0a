import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { MockStore } from '../store/state.ts';
import { fail } from './respond.ts';

const API_PATH = /^\/api(?:[/?]|$)/;

/** Path prefix of the double's own test endpoints (the outbox); a real one-hub has nothing under it. */
export const MOCK_API_PREFIX = '/api/_mock/';

/**
 * Injects the store's faults into every `/api` request. They are read per request, so a test
 * can switch them on and off on a running double through `gateway.store.faults`.
 */
export function installFaults(app: FastifyInstance, store: MockStore): void {
  app.addHook('onRequest', async (request, reply) => {
    // Faults imitate a failing gateway; the test back doors must stay readable meanwhile.
    if (!API_PATH.test(request.url) || request.url.startsWith(MOCK_API_PREFIX)) return;
    const { latencyMs, failStatus, garbage, failPaths } = store.faults;
    if (latencyMs !== undefined && latencyMs > 0) await sleep(latencyMs);
    if (failPaths?.includes(request.url.split('?')[0] ?? '')) return reply.code(500).send(fail('mock gateway fault: this path fails'));
    if (failStatus !== undefined) {
      // Upstream's rate limiters answer 429 with an empty body (contract §1.1).
      if (failStatus === 429) return reply.code(429).send();
      return reply.code(failStatus).send(fail(`mock gateway fault: HTTP ${failStatus}`));
    }
    if (garbage === true) {
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send('not json{');
    }
  });
}
