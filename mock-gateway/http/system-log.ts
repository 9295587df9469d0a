import type { FastifyInstance } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { recordHttp } from '#mock-gateway/store/metrics/metrics.ts';
import { writeSystemLog } from '#mock-gateway/store/system-info.ts';

/**
 * Writes a line to the double's own log for every answer it sends, like the access lines of a
 * gateway's logger: the request id, status, time taken, client address, method and path. The
 * path never carries its query (a relay key can travel as `?key=`), and no header is written:
 * cookies, tokens and keys stay out of the log root reads.
 */
export function installSystemLog(app: FastifyInstance, store: MockStore): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const path = request.url.split('?', 1)[0] ?? '';
    const level = status >= 500 ? 'ERR' : status >= 400 ? 'WARN' : 'INFO';
    writeSystemLog(
      store,
      level,
      `${request.id} | ${status} | ${reply.elapsedTime.toFixed(1)}ms | ${request.ip} | ${request.method} ${path}`,
    );
    // one-hub's logger middleware counts every answer by route pattern (gin's FullPath, '' for none).
    recordHttp(store, request.method, request.routeOptions.url ?? '', status);
    done();
  });
}
