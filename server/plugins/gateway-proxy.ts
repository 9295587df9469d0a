import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import proxy from '@fastify/http-proxy';

/** The gateway's paths: management API and the relay (OpenAI-compatible, Midjourney, Suno). */
export const PROXIED_PREFIXES = ['/api', '/v1', '/mj', '/suno'] as const;

/** The bundled double's fake OAuth provider pages, reachable only through the console. */
export const FAKE_PROVIDER_PREFIX = '/oauth-fake';

interface GatewayProxyOptions {
  gatewayUrl: string;
  timeoutMs: number;
  /** Also proxy the bundled double's fake OAuth pages. */
  fakeProviders?: boolean;
}

function forwardedHeaders(request: FastifyRequest<RouteGenericInterface, RawServerBase>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const prior = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': prior ? `${String(prior)}, ${request.socket.remoteAddress ?? ''}` : (request.socket.remoteAddress ?? ''),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': request.id,
  };
}

/**
 * A down, refusing or garbled gateway becomes a 502 in the gateway's own envelope at once; the
 * console process itself is never affected.
 */
function answerBadGateway(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: unknown): void {
  reply.log.warn({ err: error }, 'gateway request failed');
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  const timedOut = error instanceof Error && /timeout/i.test(error.name + error.message);
  void reply
    .code(timedOut ? 504 : 502)
    .type('application/json; charset=utf-8')
    .send({ success: false, message: timedOut ? 'The gateway did not answer in time.' : 'The gateway cannot be reached right now.' });
}

/**
 * Streams `/api/*` and the relay paths to the gateway with @fastify/http-proxy: bodies and SSE
 * pass through unbuffered, cookies travel both ways, X-Forwarded-* tell the gateway who asked.
 */
export async function gatewayProxyPlugin(app: FastifyInstance, options: GatewayProxyOptions): Promise<void> {
  const prefixes = options.fakeProviders ? [...PROXIED_PREFIXES, FAKE_PROVIDER_PREFIX] : PROXIED_PREFIXES;
  for (const prefix of prefixes) {
    await app.register(proxy, {
      upstream: options.gatewayUrl,
      prefix,
      rewritePrefix: prefix,
      undici: { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, connect: { timeout: 5000 } },
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        onError: (reply, { error }) => answerBadGateway(reply, error),
      },
    });
  }
}
