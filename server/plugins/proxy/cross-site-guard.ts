import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when a browser says this request comes from another site: an `Origin` other than the
 * console's, or without `Origin`, `Sec-Fetch-Site: cross-site|same-site` (a sibling subdomain
 * is another origin, and may be less trustworthy). `Origin: null` (sandboxed frames, opaque
 * origins) is cross-site, except when the browser itself says `Sec-Fetch-Site: same-origin`:
 * a same-origin HTML form under `Referrer-Policy: no-referrer` (helmet's) is sent with
 * `Origin: null`, and no page can set Sec-Fetch-* itself. Requests with neither header are not
 * from a browser page (curl, SDKs) and pass.
 */
export function isCrossSite(request: FastifyRequest, consoleOrigin: string): boolean {
  const origin = firstValue(request.headers.origin);
  const site = firstValue(request.headers['sec-fetch-site']);
  if (origin === 'null') return site !== 'same-origin';
  if (origin !== undefined) return originOf(origin) !== consoleOrigin;
  return site === 'cross-site' || site === 'same-site';
}

/**
 * The guard of the console's session-bearing paths (`/api`, the fake OAuth pages), for the
 * proxy's `onRequest` hook: answers POST/PUT/PATCH/DELETE from another site with 403 before
 * anything reaches the gateway, since the gateway's cookie may lack a SameSite attribute, and
 * returns true then (the reply is sent). The console's origin is PUBLIC_URL's when configured,
 * else the request's own scheme and host (as trusted proxies report them). Reads and requests
 * without the browser's headers cost a method lookup.
 */
export function crossSiteWriteGuard(publicUrl: string | undefined): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return false;
    const consoleOrigin = configuredOrigin ?? originOf(`${request.protocol}://${request.host}`) ?? '';
    if (!isCrossSite(request, consoleOrigin)) return false;
    request.log.warn({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'cross-site write refused');
    void reply
      .code(403)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ success: false, message: 'Cross-site requests cannot change anything here.' });
    return true;
  };
}
