import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { trustsPeer } from '#server/config/trust-proxy.ts';
import type { TrustProxy } from '#server/config/trust-proxy.ts';
import { gatewayCookieHeader } from './gateway-cookies.ts';

/**
 * Headers that describe one connection (RFC 9110 §7.6.1) and must not travel on to the gateway,
 * plus `Expect` (the console answers `100-continue` itself; undici refuses to send it). A client
 * `Keep-Alive`, `Upgrade` or `Expect` used to make the gateway call fail with 502.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect'];

/**
 * Client-address headers a gateway may believe. The client's own values are dropped: the console
 * states the address itself, as X-Forwarded-For and X-Real-IP.
 */
const CLIENT_ADDRESS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;

/**
 * Who the client is, for the gateway: `request.ip`, which is the socket's address unless
 * TRUST_PROXY names the proxies in front, and then the address they vouch for. Never a value the
 * client chose beyond the trusted hops: the gateway believes the first X-Forwarded-For entry.
 */
export function clientAddressHeaders(request: AnyRequest): { 'x-forwarded-for': string; 'x-real-ip': string } {
  const ip = request.ip;
  return { 'x-forwarded-for': ip, 'x-real-ip': ip };
}

/** Drops the header names a Connection header lists (they are hop-by-hop too). */
function dropConnectionListed(headers: IncomingHttpHeaders): void {
  const listed = headers.connection;
  if (typeof listed !== 'string') return;
  for (const name of listed.split(',')) {
    const key = name.trim().toLowerCase();
    // The console's own statements below are set after this, so a listed name cannot remove them.
    if (key) headers[key] = undefined;
  }
}

export type HeaderRewriter = (request: AnyRequest, headers: IncomingHttpHeaders) => IncomingHttpHeaders;

/** Claims about the console's own address that only the console may make (gin redirects under X-Forwarded-Prefix). */
const CONSOLE_ADDRESS = ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-prefix', 'x-forwarded-server', 'x-original-host', 'x-host'];

/**
 * reply-from's `rewriteRequestHeaders` for the proxy: the client's headers minus hop-by-hop and
 * client-address headers, plus the console's X-Forwarded-* and the request id (`headers` is
 * reply-from's own copy). X-Forwarded-Host names only a host the console knows is its own, since
 * a gateway may build links from it (the double did, for password-reset mails): PUBLIC_URL's,
 * else the one a TRUST_PROXY proxy sent in X-Forwarded-Host, else none (a request's own Host
 * is whatever the client wrote; one-hub links to its ServerAddress).
 */
export function proxiedRequestHeaders(publicUrl: string | undefined, trustProxy: TrustProxy = false): HeaderRewriter {
  const configured = publicUrl ? new URL(publicUrl) : null;
  const publicProto = configured?.protocol.slice(0, -1);
  const publicHost = configured?.host;
  const trusted = trustsPeer(trustProxy);
  const vouchedHost = (request: AnyRequest) =>
    request.headers['x-forwarded-host'] !== undefined && trusted(request.raw.socket.remoteAddress) ? request.host : undefined;
  return (request, headers) => {
    dropConnectionListed(headers);
    // Undefined, not deleted: undici skips undefined values (and reply-from does the same).
    for (const name of HOP_BY_HOP) headers[name] = undefined;
    for (const name of CLIENT_ADDRESS) headers[name] = undefined;
    for (const name of CONSOLE_ADDRESS) headers[name] = undefined;
    headers.cookie = gatewayCookieHeader(headers.cookie);
    const address = clientAddressHeaders(request);
    headers['x-forwarded-for'] = address['x-forwarded-for'];
    headers['x-real-ip'] = address['x-real-ip'];
    headers['x-forwarded-proto'] = publicProto ?? request.protocol;
    headers['x-forwarded-host'] = publicHost ?? vouchedHost(request);
    headers['x-request-id'] = request.id;
    return headers;
  };
}
