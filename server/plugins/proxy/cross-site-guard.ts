import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER } from '#shared/config/credentials.ts';
import { isStateChangingGet } from './state-changing-gets.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const READS = new Set(['GET', 'HEAD']);
/** Authorization schemes a browser attaches by itself (cached HTTP authentication), so they prove nothing. */
const BROWSER_SCHEMES = /^\s*(?:basic|digest|negotiate|ntlm)\b/i;

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
 * True when a request was made by a script that could set its own headers, not by a navigation
 * or a sub-resource (`<img>`, `<script>`, a link, a form): the console's API client sends its
 * client id on every call (`X-Client-Id`, spec §7), SDKs and curl send an access token. A page
 * of another site cannot add either without a CORS preflight, which `/api` never grants (and
 * its request carries an `Origin` the guard refuses anyway); a browser adds no such header to a
 * navigation, in old browsers without `Sec-Fetch-*` too. `Authorization` counts only with a
 * scheme of its own: a browser resends cached Basic (or Digest, Negotiate, NTLM) credentials by
 * itself, e.g. to a console behind a password-protected proxy.
 */
export function fromScript(request: FastifyRequest): boolean {
  const clientId = firstValue(request.headers[CLIENT_ID_HEADER]);
  if (clientId !== undefined && clientId !== '') return true;
  const authorization = firstValue(request.headers.authorization);
  return authorization !== undefined && authorization.trim() !== '' && !BROWSER_SCHEMES.test(authorization);
}

const WRITE_REFUSED = { log: 'cross-site write refused', message: 'Cross-site requests cannot change anything here.' } as const;
const GET_REFUSED = {
  log: 'state-changing GET refused: not from a script of this site',
  message:
    'Cross-site requests, links and embedded resources cannot change anything here: call it from the console, or with an access token.',
} as const;

/** Why a request is refused, or null: a write from another site, or a state-changing GET that a page (elsewhere or here) could have made. */
function refusal(request: FastifyRequest, consoleOrigin: () => string): typeof WRITE_REFUSED | typeof GET_REFUSED | null {
  if (STATE_CHANGING.has(request.method)) return isCrossSite(request, consoleOrigin()) ? WRITE_REFUSED : null;
  if (!READS.has(request.method)) return null;
  // The console's own calls and token-authenticated clients from this site: no path to look at.
  if (fromScript(request) && !isCrossSite(request, consoleOrigin())) return null;
  return isStateChangingGet(request.url) ? GET_REFUSED : null;
}

/** The console's origin for a request: PUBLIC_URL's when configured, else the request's own scheme and host. */
function consoleOriginOf(publicUrl: string | undefined): (request: FastifyRequest) => string {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (request) => configuredOrigin ?? originOf(`${request.protocol}://${request.host}`) ?? '';
}

/**
 * True when a script of the console's own origin made the request: `fromScript`, and not from
 * another site or a sibling subdomain. The jwt method lends its cookie's token only to these
 * (`proxy/lent-token.ts`, `routes/jwt-session.ts`).
 */
export function scriptOfThisSite(publicUrl: string | undefined): (request: FastifyRequest) => boolean {
  const consoleOrigin = consoleOriginOf(publicUrl);
  return (request) => fromScript(request) && !isCrossSite(request, consoleOrigin(request));
}

/**
 * The guard of the console's session-bearing paths (`/api`, the fake OAuth pages), for the
 * proxy's `onRequest` hook: answers with 403 before anything reaches the gateway, since the
 * gateway's cookie may lack a SameSite attribute (the proxy makes it Lax, which a top-level
 * navigation from another site still carries), and returns true then (the reply is sent).
 * Refused are POST/PUT/PATCH/DELETE from another site (`isCrossSite`), and the GETs that change
 * state (`state-changing-gets.ts`: sign-in by code, bindings, token rotation, sign-out, channel
 * tests…) unless a script of this site made them (`fromScript`, and not cross-site): a
 * navigation or an `<img>` from another site or a sibling subdomain, and also one from this
 * origin (a link in a model's answer), changes nothing. The console's origin is PUBLIC_URL's when
 * configured, else the request's own scheme and host (as trusted proxies report them). Other
 * reads cost a method lookup and a header check.
 */
export function crossSiteWriteGuard(publicUrl: string | undefined): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const consoleOrigin = consoleOriginOf(publicUrl);
  return (request, reply) => {
    const reason = refusal(request, () => consoleOrigin(request));
    if (reason === null) return false;
    request.log.warn({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, reason.log);
    void reply
      .code(403)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send({ success: false, message: reason.message });
    return true;
  };
}
