import type { FastifyInstance } from 'fastify';

interface HealthOptions {
  gatewayUrl: string;
  timeoutMs: number;
}

/** `/healthz`: the process is up. `/readyz`: the gateway answers `/api/status`. */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      const response = await fetch(`${options.gatewayUrl}/api/status`, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (response.ok) return { status: 'ready' };
      return await reply.code(503).send({ status: 'gateway-error', gatewayStatus: response.status });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: gateway unreachable');
      return reply.code(503).send({ status: 'gateway-unreachable' });
    }
  });
}
