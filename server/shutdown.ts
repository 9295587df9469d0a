import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then exit 0.
 * Anything still open after `timeoutMs` (a long SSE stream) is cut so the exit stays inside
 * the orchestrator's grace period. With replicas behind a balancer, a request that still
 * arrives on a kept-alive socket is served (app.ts: `return503OnClosing: false`) and that
 * socket closed after it (ARCHITECTURE.md, "Replicas: what each keeps").
 */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number, cleanup: () => Promise<unknown>): void {
  let closing = false;
  // Responses finished while closing tell the client to drop the connection, so no idle
  // keep-alive socket holds the server open after its last request.
  // Synchronous: it runs for every response, proxied calls included.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing remaining connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    app
      .close()
      .then(cleanup)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
