import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '#shared/i18n/settings.ts';
import type { Config } from '#server/config.ts';
import { BUSY_PAGE_CSP, busyPageHtml } from '#server/overload/busy-page.ts';
import { ConcurrencyLimiter } from '#server/overload/concurrency-limiter.ts';
import type { Release } from '#server/overload/concurrency-limiter.ts';
import { whenResponseGone } from '#server/overload/response-gone.ts';
import type { PageRenderer } from '#server/render/render-page.ts';

/**
 * Lets a request in (true: it holds a slot until its response closes) or answers it 503 with
 * `Retry-After` (false: the reply is already sent).
 */
export type Admission = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** What a shed page request tells the browser to wait, in seconds: about one render queue. */
export const PAGE_RETRY_AFTER_S = 5;
/** An export holds its slot for the whole download, so a shed one should wait longer. */
export const EXPORT_RETRY_AFTER_S = 30;

function shedPage(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(503)
    .header('retry-after', String(PAGE_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    // The page's own policy replaces the render's nonce policy: its only inline style is hashed.
    .header('content-security-policy', BUSY_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(busyPageHtml(request.lng ?? DEFAULT_LANGUAGE));
}

function shedEnvelope(_request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(503)
    .header('retry-after', String(EXPORT_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ success: false, message: 'The console is busy. Please try again shortly.' });
}

/** A limiter bound to requests (see {@link bindLimiter}). */
export interface BoundLimiter {
  admit: Admission;
  /**
   * Tells the limiter that the handler of an admitted request has returned. Only needed with
   * `untilSettled`; a request never admitted (a cache hit, a 503) makes it a no-op.
   */
  settled(request: FastifyRequest): void;
}

/**
 * Binds a limiter to requests. The slot is released when the response's `close` event fires
 * (Node emits it once, whether the response finished, failed mid-stream or the client went
 * away) and, with `untilSettled`, not before the handler has returned too: a render whose
 * client left before the first byte keeps running until its loaders answer, and a client that
 * opens and drops connections must not free slots while that work goes on. The release is
 * idempotent besides. A client that leaves while waiting gives up its place in the line.
 */
export function bindLimiter(
  limiter: ConcurrencyLimiter,
  shed: (request: FastifyRequest, reply: FastifyReply) => void,
  untilSettled = false,
): BoundLimiter {
  const settling = new WeakMap<FastifyRequest, () => void>();
  const admit: Admission = async (request, reply) => {
    const left = new AbortController();
    let release: Release | null = null;
    let settled = !untilSettled;
    const releaseWhenDone = () => {
      if (left.signal.aborted && settled) release?.();
    };
    const onClose = () => {
      left.abort();
      releaseWhenDone();
    };
    // A client that left before its request got here (during the session check, say) is
    // gone already: a slot granted to it would never come back (four such requests once left
    // every page answering 503 for good).
    whenResponseGone(reply.raw, onClose);
    release = await limiter.acquire(left.signal);
    if (release) {
      settling.set(request, () => {
        settled = true;
        releaseWhenDone();
      });
      // The client may have left in the very turn the slot was granted.
      releaseWhenDone();
      if (!left.signal.aborted) return true;
    }
    reply.raw.off('close', onClose);
    // Sent even to a client that already left, so Fastify completes the request as usual.
    shed(request, reply);
    return false;
  };
  return {
    admit,
    settled: (request) => {
      settling.get(request)?.();
      settling.delete(request);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The render and export limiters (their `active` and `queued` counts). */
    loadShedding: LoadShedding;
  }
}

/** The console's two bounded kinds of work: page renders and log-export streams. */
export interface LoadShedding {
  renders: ConcurrencyLimiter;
  exports: ConcurrencyLimiter;
  /**
   * For the page renderer, after a guest cache hit has been served (hits cost no slot); the
   * page handler reports `settled` when it returns.
   */
  render: BoundLimiter;
  export: BoundLimiter;
}

/** The limiters sized by MAX_CONCURRENT_RENDERS, RENDER_QUEUE_SIZE, MAX_CONCURRENT_EXPORTS… */
export function createLoadShedding(config: Config): LoadShedding {
  const renders = new ConcurrencyLimiter({
    limit: config.MAX_CONCURRENT_RENDERS,
    queueSize: config.RENDER_QUEUE_SIZE,
    maxWaitMs: config.QUEUE_TIMEOUT_MS,
  });
  const exports = new ConcurrencyLimiter({
    limit: config.MAX_CONCURRENT_EXPORTS,
    queueSize: config.EXPORT_QUEUE_SIZE,
    maxWaitMs: config.QUEUE_TIMEOUT_MS,
  });
  // The export stops its gateway paging itself when the client leaves, so its close suffices.
  return { renders, exports, render: bindLimiter(renders, shedPage, true), export: bindLimiter(exports, shedEnvelope) };
}

/**
 * The page renderer with its slot accounting: `render` asks for a slot (after the page
 * cache), and the slot is not given back before the renderer has returned.
 */
export function limitRenders(shedding: LoadShedding, render: PageRenderer): PageRenderer {
  return async (request, reply, page) => {
    try {
      return await render(request, reply, page);
    } finally {
      shedding.render.settled(request);
    }
  };
}

/**
 * Puts the route at `path` (the log export) behind `admit`, from the outside: an onRequest
 * hook of the context the route is registered in, so the route's own code stays unaware.
 */
export function guardRoute(app: FastifyInstance, path: string, admit: Admission): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== path) return undefined;
    return (await admit(request, reply)) ? undefined : reply;
  });
}
