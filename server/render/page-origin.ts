import type { FastifyRequest } from 'fastify';

// host[:port] as a browser sends it: a bracketed IPv6 literal or a name of letters, digits,
// dots, hyphens and underscores. Anything else (spaces, `@`, `/`, an unclosed `[`) is malformed.
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{1,5})?$/i;

/**
 * The origin a request was addressed to (`http(s)://host[:port]`, normalised by the URL parser),
 * or null when its Host is missing or malformed. `request.host` and `request.protocol` read
 * X-Forwarded-Host/-Proto only when they come from a trusted proxy (Fastify's `trustProxy`).
 */
export function requestOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | null {
  const { host, protocol } = request;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST_HEADER.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    // e.g. a port above 65535
    return null;
  }
}

/**
 * The origin pages are rendered for: PUBLIC_URL's when configured (then nothing in a page comes
 * from the Host header), else the request's own, which the guest page cache then keys on, so a
 * hostile Host can only ever reach the cache entry of that same Host.
 */
export function createPageOrigin(publicUrl: string | undefined): (request: Pick<FastifyRequest, 'host' | 'protocol'>) => string | null {
  if (publicUrl) {
    const origin = new URL(publicUrl).origin;
    return () => origin;
  }
  return requestOrigin;
}

/**
 * Whether the console is served over https, for HSTS and the Secure attribute of every cookie it
 * sends: always when PUBLIC_URL is https (the console knows its public origin: a TLS proxy in
 * front that TRUST_PROXY does not name, whose plain-http requests the socket sees, still makes it
 * https), else when the request itself is (`request.protocol`: the socket, or X-Forwarded-Proto
 * from a trusted proxy).
 */
export function createHttpsCheck(publicUrl: string | undefined): (request: Pick<FastifyRequest, 'protocol'>) => boolean {
  if (publicUrl && new URL(publicUrl).protocol === 'https:') return () => true;
  return (request) => request.protocol === 'https';
}
