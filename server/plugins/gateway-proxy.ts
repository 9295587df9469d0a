import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RawServerBase, RouteGenericInterface } from 'fastify';
import proxy from '@fastify/http-proxy';
import type { Dispatcher } from 'undici';
import type { TrustProxy } from '#server/config/trust-proxy.ts';
import { ByteBudget } from '#server/overload/byte-budget.ts';
import { crossSiteWriteGuard } from './proxy/cross-site-guard.ts';
import { tokenLender } from './proxy/lent-token.ts';
import { answerCutBody, boundBody, contentLengthLimit, keepConnectionOnEarlyAnswer } from './proxy/request-body.ts';
import { proxiedRequestHeaders } from './proxy/request-headers.ts';
import { PROXIED_CSP, proxiedResponseHeaders } from './proxy/response-headers.ts';
import { apiAnswerStep } from './proxy/answer-step.ts';
import type { ProxyAnswerStep } from './proxy/answer-step.ts';
import { keepWriteOnlySecrets } from './proxy/stored-secrets.ts';

/** The gateway's paths: management API and the relay (OpenAI-compatible, Midjourney, Suno). */
export const PROXIED_PREFIXES = ['/api', '/v1', '/mj', '/suno'] as const;

/** Relay paths: API calls with a bearer key, open to any origin (never a browser session). */
export const RELAY_PREFIXES: readonly string[] = ['/v1', '/mj', '/suno'];

/** The bundled double's fake OAuth provider pages, reachable only through the console. */
export const FAKE_PROVIDER_PREFIX = '/oauth-fake';

/** What the proxy needs from the configuration (see README's table for each variable). */
export interface GatewayProxyOptions {
  gatewayUrl: string;
  /** The gateway's connection pool (server/plugins/proxy/gateway-dispatcher.ts). */
  dispatcher: Dispatcher;
  /** PUBLIC_URL: the origin state-changing requests must come from (else the request's own). */
  publicUrl?: string;
  /** TRUST_PROXY: whose X-Forwarded-Host may be passed on as the console's host. */
  trustProxy?: TrustProxy;
  bodyLimitBytes: number;
  /** PROXY_PARSED_BODY_LIMIT_MB and PROXY_PARSED_BODIES_MB in bytes: the edits the console reads whole (proxy/parsed-body.ts). */
  parsedBodyLimitBytes: number;
  parsedBodiesBytes: number;
  uploadIdleTimeoutMs: number;
  /** Also proxy the bundled double's fake OAuth pages. */
  fakeProviders?: boolean;
  /** Called before the gateway's answer to an accepted write of its options (`/api/option/…`) is sent on. */
  onSettingsWrite?: () => void | Promise<void>;
}

type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/**
 * A down, refusing or garbled gateway becomes a 502 in the gateway's own envelope at once (504
 * on a timeout); a body the console cut is a 413 or 408. The console process is never affected.
 */
function answerProxyError(reply: AnyReply, error: unknown): void {
  if (reply.sent || reply.raw.headersSent) {
    reply.log.warn({ err: error }, 'gateway request failed after the answer started');
    reply.raw.destroy();
    return;
  }
  if (answerCutBody(reply as FastifyReply)) return;
  reply.log.warn({ err: error }, 'gateway request failed');
  const timedOut = error instanceof Error && /timeout/i.test(error.name + error.message);
  void reply
    .code(timedOut ? 504 : 502)
    .type('application/json; charset=utf-8')
    .send({ success: false, message: timedOut ? 'The gateway did not answer in time.' : 'The gateway cannot be reached right now.' });
}

interface ProxyHookOptions {
  relay: boolean;
  publicUrl?: string;
  bodyLimitBytes: number;
}

/**
 * The one `onRequest` hook of a proxied prefix, synchronous, with everything it compares
 * against worked out here: cross-site writes refused (session paths only), a declared body
 * over the limit refused, then the console's own headers on the answer (set before the
 * gateway's arrive, whose copies of them are dropped): a CSP that loads nothing, and for the
 * relay an API-style CORS policy (any origin, no credentials) with preflights answered here.
 * `/api` gets no CORS at all.
 */
function proxyRequestHook({ relay, publicUrl, bodyLimitBytes }: ProxyHookOptions): onRequestHookHandler {
  const refusedCrossSite = relay ? () => false : crossSiteWriteGuard(publicUrl);
  const refusedLength = contentLengthLimit(bodyLimitBytes);
  // The jwt sign-in's token cookie, for the console's own `/api` calls (proxy/lent-token.ts).
  const lendToken = relay ? () => undefined : tokenLender(publicUrl);
  return (request, reply, done) => {
    if (refusedCrossSite(request, reply) || refusedLength(request, reply)) return;
    lendToken(request);
    reply.header('content-security-policy', PROXIED_CSP);
    if (!relay) {
      done();
      return;
    }
    reply.header('access-control-allow-origin', '*');
    // Without credentials `*` is a true wildcard: browser SDKs may read request ids and limits.
    reply.header('access-control-expose-headers', '*');
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      done();
      return;
    }
    const requested = request.headers['access-control-request-headers'];
    void reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      .header('access-control-allow-headers', typeof requested === 'string' && requested ? requested : 'authorization, content-type')
      .header('access-control-max-age', '600')
      .send();
  };
}

/**
 * Streams `/api/*` and the relay paths to the gateway with @fastify/http-proxy: bodies and SSE
 * pass through unbuffered, cookies travel both ways. On the way the console states who asked
 * (X-Forwarded-*, never the client's own claim), drops hop-by-hop headers, bounds the body,
 * refuses cross-site writes to session paths, and keeps its own security headers, CORS and
 * cookie scope over the gateway's. Each prefix is its own context, so responses are never
 * re-compressed (that would buffer SSE).
 */
export async function gatewayProxyPlugin(app: FastifyInstance, options: GatewayProxyOptions): Promise<void> {
  const rewriteRequestHeaders = proxiedRequestHeaders(options.publicUrl, options.trustProxy);
  const parsedBodies = new ByteBudget(options.parsedBodiesBytes);
  const prefixes = options.fakeProviders ? [...PROXIED_PREFIXES, FAKE_PROVIDER_PREFIX] : PROXIED_PREFIXES;
  for (const prefix of prefixes) {
    const relay = RELAY_PREFIXES.includes(prefix);
    const answerStep: ProxyAnswerStep =
      prefix === '/api'
        ? apiAnswerStep({ onSettingsWrite: options.onSettingsWrite, onError: answerProxyError })
        : (_request, reply, answer) => void reply.send(answer.stream);
    await app.register(async (scope) => {
      scope.addHook('onRequest', proxyRequestHook({ relay, publicUrl: options.publicUrl, bodyLimitBytes: options.bodyLimitBytes }));
      scope.addHook('preHandler', boundBody(options.bodyLimitBytes, options.uploadIdleTimeoutMs));
      if (prefix === '/api')
        scope.addHook(
          'preHandler',
          keepWriteOnlySecrets({
            gatewayUrl: options.gatewayUrl,
            dispatcher: options.dispatcher,
            rewriteRequestHeaders,
            limitBytes: options.parsedBodyLimitBytes,
            budget: parsedBodies,
          }),
        );
      // Fastify's default text/plain parser would buffer (and cap at 1 MiB); stream it like the rest.
      scope.addContentTypeParser('text/plain', (_request, payload, done) => done(null, payload));
      await scope.register(proxy, {
        upstream: options.gatewayUrl,
        prefix,
        rewritePrefix: prefix,
        undici: options.dispatcher,
        // reply-from's own two info lines per call ("fetching from remote server", "response
        // received") doubled the access log; failures are logged by answerProxyError.
        disableRequestLogging: true,
        replyOptions: {
          rewriteRequestHeaders,
          rewriteHeaders: proxiedResponseHeaders,
          onError: (reply, { error }) => answerProxyError(reply, error),
          onResponse: (request, reply, answer) => {
            keepConnectionOnEarlyAnswer(request as FastifyRequest, reply as FastifyReply);
            answerStep(request, reply, answer);
          },
        },
      });
    });
  }
}
