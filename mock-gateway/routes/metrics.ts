import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { metricsText } from '#mock-gateway/store/metrics/metrics.ts';

/** Basic auth's user and password, or null when the header is absent or not basic. */
function basicAuth(request: FastifyRequest): { user: string; password: string } | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^basic /i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * one-hub's `GET /api/metrics` (`middleware.MetricsWithBasicAuth` + promhttp): Prometheus text
 * behind basic auth with `metrics.user` / `metrics.password` of its config (the double's
 * `metrics` option); without both set, or with other credentials, a bare 404 as if no such path.
 */
export const metricsRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/metrics', { config: { role: 'public' } }, async (request, reply) => {
    const expected = store.metricsAuth;
    const given = basicAuth(request);
    if (
      !expected ||
      expected.user === '' ||
      expected.password === '' ||
      !given ||
      !same(given.user, expected.user) ||
      !same(given.password, expected.password)
    )
      return reply.code(404).send('');
    return reply.type('text/plain; version=0.0.4; charset=utf-8; escaping=underscores').send(metricsText(store));
  });
});
