import type { FastifyRequest } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}

const HOST = /^[A-Za-z0-9.-]+(?::\d+)?$|^\[[0-9A-Fa-f:.]+\](?::\d+)?$/;

/**
 * The console's origin as its proxy names it (X-Forwarded-Host, X-Forwarded-Proto defaulting to
 * http), or undefined without a well-formed forwarded host; a bad header must not steer links.
 */
export function forwardedOrigin(request: FastifyRequest): string | undefined {
  const forwardedHost = firstHeader(request.headers['x-forwarded-host']);
  const proto = firstHeader(request.headers['x-forwarded-proto']) ?? 'http';
  if (forwardedHost === undefined || !HOST.test(forwardedHost) || (proto !== 'http' && proto !== 'https')) return undefined;
  return `${proto}://${forwardedHost}`;
}

/** True for an absolute http(s) URL or a same-origin path (never `//host`, which leaves the origin). */
export function isCallbackUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/**
 * Where a fake provider sends the browser back when no `redirect_uri` was given: the console's
 * `path` on the host the console's proxy names (X-Forwarded-Host), else on the origin of the page
 * the browser came from (Referer), else `path` relative to wherever the page is served.
 */
export function consoleCallback(request: FastifyRequest, path: string): string {
  const forwarded = forwardedOrigin(request);
  if (forwarded !== undefined) return `${forwarded}${path}`;
  const referer = request.headers.referer ?? '';
  if (URL.canParse(referer)) {
    const from = new URL(referer);
    // A Referer from the double itself (its own page, reached directly) says nothing about the console.
    const self = `${request.protocol}://${request.host}`;
    const own = URL.canParse(self) ? new URL(self).host : request.host;
    if ((from.protocol === 'http:' || from.protocol === 'https:') && from.host !== own) return `${from.origin}${path}`;
  }
  return path;
}

/** `target` with these query parameters added (a relative target stays relative). */
export function withQuery(target: string, params: Record<string, string>): string {
  const relative = target.startsWith('/');
  const url = new URL(target, 'http://relative.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The double's origin as the browser knows it, for the absolute links its answers hold (the
 * Google authorize page, image URLs, the price feed, the WeChat QR code): the console's address
 * its proxy names (X-Forwarded-Host, sent only for a host the console knows is its own), else
 * ServerAddress, where one-hub builds its links (the bundled double's is the console's), never a
 * host the request chose.
 */
export function ownOrigin(request: FastifyRequest, store: MockStore): string {
  return forwardedOrigin(request) ?? store.status.server_address;
}
