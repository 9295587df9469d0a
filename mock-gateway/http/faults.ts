import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { ROLE_TOO_LOW } from './guard.ts';
import { fail } from './respond.ts';

const API_PATH = /^\/api(?:[/?]|$)/;

/** Path prefix of the double's own test endpoints (the outbox); a real one-hub has nothing under it. */
export const MOCK_API_PREFIX = '/api/_mock/';

/**
 * A fail-path entry: `/api/x` answers HTTP 500, `/api/x=404` that status, `/api/x=denied`
 * one-hub's permission failure (`{success:false}` with HTTP 200).
 */
function parseFailPath(entry: string): { path: string; answer: number | 'denied' } {
  const [path = '', answer = ''] = entry.split('=');
  if (answer === 'denied') return { path, answer };
  const status = Number(answer);
  return { path, answer: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500 };
}

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
    const path = request.url.split('?')[0] ?? '';
    const pathFault = failPaths?.map(parseFailPath).find((fault) => fault.path === path);
    if (pathFault?.answer === 'denied') return reply.code(200).send(fail(ROLE_TOO_LOW));
    if (pathFault) return reply.code(pathFault.answer).send(fail(`mock gateway fault: this path fails (HTTP ${pathFault.answer})`));
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
