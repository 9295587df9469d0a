import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { CONSOLE_COOKIES } from '#shared/config/console-cookies.ts';

/**
 * Response headers that are the console's to decide, not the gateway's: the security headers
 * helmet (and security-headers.ts) set on every response, CORS, server banners, anything that
 * steers the browser's handling of the console's origin, and hop-by-hop headers. Dropping the
 * gateway's copy leaves the console's own in place (reply-from would overwrite them).
 */
const CONSOLE_OWNED = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'feature-policy',
  'clear-site-data',
  'alt-svc',
  'refresh',
  'report-to',
  'reporting-endpoints',
  'nel',
  'expect-ct',
  'public-key-pins',
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** What proxied responses get instead of the gateway's CSP: nothing loads, nothing frames it. */
export const PROXIED_CSP = "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;

const DROPPED_COOKIE_ATTRIBUTES = new Set(['domain', 'secure', 'httponly', 'samesite']);

/**
 * One gateway cookie in the console's scope: no Domain (host-only on the console's host),
 * HttpOnly, SameSite=Lax unless the gateway asked for Strict, Secure when the console is served
 * over https (`request.servedOverHttps`: PUBLIC_URL is https, or the request is). Path,
 * Expires, Max-Age and the rest are kept.
 */
export function consoleScopedCookie(setCookie: string, secure: boolean): string {
  const parts = setCookie.split(';');
  const kept = [parts[0]?.trim() ?? ''];
  let strict = false;
  for (let i = 1; i < parts.length; i += 1) {
    const attribute = (parts[i] ?? '').trim();
    if (!attribute) continue;
    const equals = attribute.indexOf('=');
    const name = (equals === -1 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
    if (name === 'samesite')
      strict =
        attribute
          .slice(equals + 1)
          .trim()
          .toLowerCase() === 'strict';
    if (!DROPPED_COOKIE_ATTRIBUTES.has(name)) kept.push(attribute);
  }
  kept.push('HttpOnly', strict ? 'SameSite=Strict' : 'SameSite=Lax');
  if (secure) kept.push('Secure');
  return kept.join('; ');
}

/**
 * The name a browser gives a `Set-Cookie` (the text before the first `=`, trimmed); null for a
 * cookie without one, which Chrome stores with an empty name and sends as a bare value that
 * cookie parsers read in different ways.
 */
export function setCookieName(setCookie: string): string | null {
  const pair = setCookie.split(';', 1)[0] ?? '';
  const equals = pair.indexOf('=');
  const name = equals === -1 ? '' : pair.slice(0, equals).trim();
  return name === '' ? null : name;
}

/** A gateway cookie the browser may store: it has a name, and not one of the console's own. */
function isGatewayCookie(setCookie: string): boolean {
  const name = setCookieName(setCookie);
  return name !== null && !CONSOLE_COOKIES.has(name);
}

/**
 * The gateway's response headers as the console sends them on (reply-from's `rewriteHeaders`):
 * console-owned names and every `access-control-*` dropped, cookies rewritten to the console's
 * scope, and a cookie that names one of the console's own (or none) dropped, whatever its Path
 * (a narrower path would shadow the console's copy). A loop over the gateway's few headers.
 */
export function proxiedResponseHeaders(headers: IncomingHttpHeaders, request?: AnyRequest): IncomingHttpHeaders {
  const result: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (CONSOLE_OWNED.has(name) || name.startsWith('access-control-')) continue;
    const value = headers[name];
    if (value === undefined) continue;
    if (name === 'set-cookie') {
      const secure = request?.servedOverHttps === true;
      const cookies = (Array.isArray(value) ? value : [value]).filter(isGatewayCookie);
      if (cookies.length > 0) result[name] = cookies.map((cookie) => consoleScopedCookie(cookie, secure));
    } else {
      result[name] = value;
    }
  }
  return result;
}
