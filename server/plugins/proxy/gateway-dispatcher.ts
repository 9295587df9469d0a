import { createSecureContext, getCACertificates } from 'node:tls';
import { Agent, Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import type { GatewayCa } from '#server/config/ca-file.ts';

/** How the gateway's connection pool verifies and times its calls. */
export interface GatewayDispatcherOptions {
  /** Extra trusted certificates (GATEWAY_CA_FILE); the system's stay trusted too. */
  ca?: GatewayCa;
  /** Header and body timeout of each call (the proxy's PROXY_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * The connection pool to the gateway, shared by the proxy and the console's own calls.
 * Certificates are always verified (reply-from's own default agent does not). The pool has no
 * connection limit: each in-flight proxied call holds one connection until the gateway has
 * answered, so a limit would let a few slow uploads queue every other call behind them; the
 * number of calls is bounded where they come in instead (sockets, timeouts, body limits).
 */
export function createGatewayDispatcher(options: GatewayDispatcherOptions): Agent {
  const secureContext = options.ca ? createSecureContext({ ca: [...getCACertificates('default'), ...options.ca.certificates] }) : undefined;
  return new Agent({
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    connect: { timeout: 5000, rejectUnauthorized: true, ...(secureContext ? { secureContext } : {}) },
  });
}

type DispatchOptions = Dispatcher.DispatchOptions;
type DispatchHandler = Dispatcher.DispatchHandler;

/**
 * The process's fetch sends calls to a registered gateway origin through that gateway's pool
 * (so its CA is trusted there and nowhere else) and every other call to the dispatcher that was
 * global before. This is how the page loaders' API client, which uses the global fetch, gets the
 * gateway's trust without each caller passing a dispatcher. **Process-wide by design**: fetch
 * offers no other hook; several consoles in one process (tests) register their own origins.
 */
class GatewayRouter extends Dispatcher {
  readonly routes = new Map<string, Dispatcher[]>();
  readonly fallback: Dispatcher;

  constructor(fallback: Dispatcher) {
    super();
    this.fallback = fallback;
  }

  override dispatch(options: DispatchOptions, handler: DispatchHandler): boolean {
    const origin = typeof options.origin === 'string' ? options.origin : options.origin?.origin;
    const pools = origin === undefined ? undefined : this.routes.get(origin);
    return (pools?.at(-1) ?? this.fallback).dispatch(options, handler);
  }

  override close(): Promise<void> {
    return Promise.resolve();
  }

  override destroy(): Promise<void> {
    return Promise.resolve();
  }
}

function globalRouter(): GatewayRouter {
  const current = getGlobalDispatcher();
  if (current instanceof GatewayRouter) return current;
  const router = new GatewayRouter(current);
  setGlobalDispatcher(router);
  return router;
}

/**
 * Routes the global fetch's calls to `gatewayUrl` through `pool` until the returned function
 * is called (on the app's close).
 */
export function routeGatewayFetches(gatewayUrl: string, pool: Dispatcher): () => void {
  if (!URL.canParse(gatewayUrl)) return () => undefined;
  const router = globalRouter();
  const origin = new URL(gatewayUrl).origin;
  const pools = router.routes.get(origin) ?? [];
  pools.push(pool);
  router.routes.set(origin, pools);
  return () => {
    const index = pools.lastIndexOf(pool);
    if (index !== -1) pools.splice(index, 1);
    if (pools.length === 0) router.routes.delete(origin);
  };
}
