import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, subdomains included (the console's own origin only decides for itself). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers of every response that helmet does not send in the console's form: HSTS,
 * only when the console is reached over https (`request.protocol`, which believes
 * X-Forwarded-Proto only from trusted proxies); a plain-http console must not pin itself.
 * Set in `onRequest`, so pages, assets and proxied answers all carry it (the proxy drops the
 * gateway's own HSTS, which could otherwise switch it off with `max-age=0`).
 */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
