import type { Config } from './config.ts';

type TimeoutConfig = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'PROXY_TIMEOUT_MS'>;

/** How much longer than the proxy's own limit a quiet socket may stay open (see below). */
const IDLE_MARGIN_MS = 10_000;

/** The Fastify server options that keep slow clients from holding sockets. */
export interface ServerTimeoutOptions {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number };
}

/**
 * Node's HTTP server limits, chosen so that a slow client cannot hold a socket while a long
 * answer is never cut:
 * - `headersTimeout` / `requestTimeout` bound RECEIVING the request (its headers, then its body),
 *   counted from the first byte, so dribbling a byte at a time does not extend them. They stop
 *   once the request is in, so they never touch a long streamed response.
 * - `keepAliveTimeout` closes a socket idle between requests.
 * - `connectionTimeout` (socket inactivity, both ways) is the only one that can touch a
 *   response, so it sits above PROXY_TIMEOUT_MS: the proxy gives up on a silent gateway first,
 *   and a completion that keeps streaming is never cut. It still frees a socket whose client
 *   stopped reading.
 * - Node checks the first two only every `connectionsCheckingInterval` (30 s by default), which
 *   would let a slow client stay that much longer; it is checked at most every second here.
 */
export function serverTimeoutOptions(config: TimeoutConfig): ServerTimeoutOptions {
  const connectionsCheckingInterval = Math.max(50, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 2)));
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.PROXY_TIMEOUT_MS + IDLE_MARGIN_MS,
    // Passed to http.createServer itself: Fastify has no headersTimeout option of its own.
    http: { requestTimeout: config.REQUEST_TIMEOUT_MS, headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval },
  };
}
