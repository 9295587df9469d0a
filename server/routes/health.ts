import type { FastifyInstance } from 'fastify';
import type { Store } from '#server/store/open-store.ts';

interface HealthOptions {
  gatewayUrl: string;
  timeoutMs: number;
  store: Store;
}

/**
 * `/healthz`: the process is up. `/readyz`: the gateway answers `/api/status` and the console's
 * store answers a query; either failing is a 503 naming which.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const store = options.store.ping().then(
      () => null,
      (error: unknown) => {
        request.log.warn({ err: error }, 'readiness check: the store did not answer');
        return 'store-unreachable';
      },
    );
    try {
      const response = await fetch(`${options.gatewayUrl}/api/status`, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) return await reply.code(503).send({ status: 'gateway-error', gatewayStatus: response.status });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: gateway unreachable');
      return reply.code(503).send({ status: 'gateway-unreachable' });
    } finally {
      await store;
    }
    const storeProblem = await store;
    if (storeProblem) return reply.code(503).send({ status: storeProblem });
    return { status: 'ready' };
  });
}
