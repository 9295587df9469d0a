import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createHttpsCheck } from '#server/render/page-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console is served over https (`createHttpsCheck`): HSTS, and Secure on every cookie it sends. */
    servedOverHttps: boolean;
  }
}

/** One year, subdomains included (the console's own origin only decides for itself). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with the console's options (its defaults, except the CSP, which each
 * page sets with its nonce, COEP, and HSTS, set below), worked out once at start: none depends
 * on the request. @fastify/helmet built a new helmet middleware (options parsed, eleven
 * middlewares chained) in two hooks of every request, proxied calls included (README, "Proxy
 * speed").
 */
export const HELMET_HEADERS: readonly (readonly [string, string])[] = (() => {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), String(value)]);
    },
    removeHeader() {},
  };
  const middleware = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
})();

/**
 * Security headers of every response: helmet's (precomputed), and HSTS only when the console is
 * served over https (PUBLIC_URL is https, or `request.protocol` is, which believes
 * X-Forwarded-Proto only from trusted proxies); a plain-http console must not pin itself. The
 * answer is kept on the request (`servedOverHttps`) for the cookies the console sends. Set in
 * `onRequest`, so pages, assets and proxied answers all carry them (the proxy drops the
 * gateway's own copies, which could otherwise switch HSTS off with `max-age=0` or allow framing).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { publicUrl?: string }): Promise<void> {
  const servedOverHttps = createHttpsCheck(options.publicUrl);
  app.decorateRequest('servedOverHttps', false);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of HELMET_HEADERS) reply.header(name, value);
    request.servedOverHttps = servedOverHttps(request);
    if (request.servedOverHttps) reply.header('strict-transport-security', HSTS);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
