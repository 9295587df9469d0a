import { PassThrough } from 'node:stream';
import type { GatewayProfileSource } from '#server/gateway-profile/gateway-profile-source.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createApiClient } from '#shared/api/client.ts';
import type { Config } from '#server/config.ts';
import { publicConfig } from '#server/config.ts';
import { APP_SETTINGS_COOKIE, settingsFromCookie, settingsToCookie } from '#shared/config/app-settings.ts';
import { TIME_ZONE_COOKIE, validTimeZone } from '#shared/format/date.ts';
import type { PageRoute } from '#client/routing/page-routes.ts';
import { CONSOLE_API_PREFIX } from '#shared/api/schemas/budgets.ts';
import { createStyleCompactor } from './compact-styles.ts';
import { contentSecurityPolicy, createNonce, PERMISSIONS_POLICY } from './csp.ts';
import { FALLBACK_ERROR_HTML } from './fallback-error.ts';
import { NONCE_PLACEHOLDER, PageCache, splitAtNonce, withNonce } from './page-cache.ts';
import { createPageOrigin } from './page-origin.ts';
import { screenClassOf } from '#shared/screen-class.ts';
import type { SsrRuntime } from './ssr-runtime.ts';
import { whenResponseGone } from '#server/overload/response-gone.ts';
import type { Admission } from '#server/plugins/load-shedding.ts';

export interface PageRenderer {
  (request: FastifyRequest, reply: FastifyReply, page: PageRoute): Promise<FastifyReply>;
}

/**
 * The Fetch Request the router sees: the page origin, the request's path and query, and the
 * headers loaders may need. A render meant for the guest cache gets no headers at all: whatever
 * a loader could read from them would be served to every other guest of that cache key.
 */
function toFetchRequest(request: FastifyRequest, origin: string, shared: boolean, signal: AbortSignal): Request {
  const headers = new Headers();
  if (!shared) {
    for (const name of ['cookie', 'accept-language', 'user-agent', 'authorization']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
  }
  return new Request(`${origin}${request.url}`, { method: 'GET', headers, signal });
}

/** A header's value, or its first when it came more than once. */
function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Why a render was aborted when its client closed the connection first. */
class ClientGoneError extends Error {
  constructor() {
    super('the client left before the page was sent');
    this.name = 'ClientGoneError';
  }
}

/**
 * Renders page routes: streamed for signed-in users and browsers, fully rendered for bots,
 * and served from the page cache for guests. A render that hangs is aborted after
 * RENDER_TIMEOUT_MS; a render that fails answers the static 500 page, never a stack trace.
 */
/** Answers a loader's GET of the console's own API (`/console-api/…`) in this process. */
export type ConsoleApiGets = (url: URL, request: FastifyRequest) => Promise<Response>;

/**
 * The fetch of a render's API client: the gateway's paths go to the gateway, the console's own
 * (`/console-api/`, which the browser reaches on this origin) are answered here for this visitor.
 */
function loaderFetch(gatewayUrl: string, request: FastifyRequest, consoleGets: ConsoleApiGets): typeof fetch {
  const own = `${gatewayUrl}${CONSOLE_API_PREFIX}`;
  return (input, init) => {
    if (typeof input === 'string' && input.startsWith(own) && (init?.method ?? 'GET') === 'GET')
      return consoleGets(new URL(input.slice(gatewayUrl.length), 'http://console'), request);
    return fetch(input, init);
  };
}

export function createPageRenderer(
  config: Config,
  runtime: SsrRuntime,
  limits: { admit?: Admission; cache?: PageCache; consoleGets?: ConsoleApiGets; gatewayProfile?: GatewayProfileSource } = {},
): PageRenderer {
  // The app passes its cache so a settings change can empty it (`server/app.ts`).
  const cache = limits.cache ?? new PageCache(config.PAGE_CACHE_TTL_MS);
  const pageOrigin = createPageOrigin(config.PUBLIC_URL);
  const publicCfg = publicConfig(config);
  // A configured chat widget's script comes from its own origin.
  const scriptOrigins = publicCfg.chatWidgetScript ? [new URL(publicCfg.chatWidgetScript).origin] : [];

  return async function renderPage(request, reply, page) {
    const user = request.sessionUser;
    const guest = user === null && !request.hasSessionCredentials;
    const timeZone = validTimeZone(request.cookies[TIME_ZONE_COOKIE]);
    // Invalid or absent → the defaults. Part of the cache key: the settings shape the HTML.
    const settings = settingsFromCookie(request.cookies[APP_SETTINGS_COOKIE]);
    // Checked by the host check already; a request without an origin never gets this far.
    const origin = pageOrigin(request);
    if (origin === null || !request.url.startsWith('/')) return reply.code(400).header('cache-control', 'no-store').send();
    // Everything a guest render reads from the request: the origin (PUBLIC_URL, or the request's
    // own), language, time zone, settings, path and query. Headers are not passed to it at all.
    const cacheKey = `${origin}|${request.lng}|${timeZone}|${settingsToCookie(settings)}|${request.url}`;
    const useCache = guest && page.cacheable && cache.enabled;
    const nonce = createNonce();
    reply
      .header('content-security-policy', contentSecurityPolicy(nonce, config.dev, scriptOrigins))
      .header('permissions-policy', PERMISSIONS_POLICY)
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', guest ? 'private, no-cache' : 'private, no-store')
      .type('text/html; charset=utf-8');

    const cached = useCache ? cache.get(cacheKey) : undefined;
    if (cached) return reply.code(cached.status).send(withNonce(cached, nonce));

    // Past the cache, a render costs memory and CPU: wait for a slot or answer 503 (load-shedding.ts).
    if (limits.admit && !(await limits.admit(request, reply))) return reply;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('render timed out')), config.RENDER_TIMEOUT_MS);
    // A client that leaves stops its render: the loaders' gateway calls are cancelled and the
    // slot comes back at once, instead of work nobody will read running on to the timeout.
    const onClientGone = () => {
      if (!reply.raw.writableFinished) controller.abort(new ClientGoneError());
    };
    whenResponseGone(reply.raw, onClientGone);
    try {
      const ssr = await runtime.load();
      const result = await ssr.render({
        request: toFetchRequest(request, origin, useCache, controller.signal),
        lng: request.lng,
        i18n: request.createI18n(),
        nonce: useCache ? NONCE_PLACEHOLDER : nonce,
        user,
        // What the gateway supports decides the menu and the guards (shared/gateway-profile.ts).
        config: limits.gatewayProfile ? { ...publicCfg, gateway: await limits.gatewayProfile.current() } : publicCfg,
        origin,
        timeZone,
        settings,
        sharedStyles: runtime.sharedStyles,
        // A shared (cached) render must not depend on one visitor's headers: no guess, both layouts.
        screen: useCache
          ? null
          : screenClassOf({ userAgent: request.headers['user-agent'], mobileHint: firstValue(request.headers['sec-ch-ua-mobile']) }),
        api: createApiClient({
          baseUrl: config.gatewayUrl,
          headers: request.gatewayHeaders ?? {},
          timeoutMs: config.SESSION_TIMEOUT_MS,
          signal: controller.signal,
          ...(limits.consoleGets ? { fetch: loaderFetch(config.gatewayUrl, request, limits.consoleGets) } : {}),
        }),
        bootstrapModules: runtime.bootstrapModules,
        preloadsFor: runtime.preloadsFor,
        waitForAll: useCache || isbot(request.headers['user-agent'] ?? ''),
        signal: controller.signal,
        // A client that left aborts the render, and React reports that abort here too: it is
        // logged once, at info, below; errors are for what the console or the gateway got wrong.
        onError: (error) => {
          if (!(controller.signal.reason instanceof ClientGoneError)) request.log.error({ err: error }, 'page render error');
        },
      });
      if (result.kind === 'response') {
        clearTimeout(timer);
        const location = result.response.headers.get('location');
        if (location) reply.header('location', location);
        return reply.code(result.response.status).send();
      }
      if (useCache) {
        const html = await ssr.collect({ ...result, pipe: (destination) => result.pipe(createStyleCompactor()).pipe(destination) });
        clearTimeout(timer);
        const entry =
          result.status === 200
            ? cache.set(cacheKey, result.status, html)
            : { status: result.status, parts: splitAtNonce(html), expires: 0 };
        return reply.code(entry.status).send(withNonce(entry, nonce));
      }
      const body = new PassThrough();
      const compactor = createStyleCompactor();
      // React aborts the render when its destination closes: a client gone closes the chain.
      body.on('close', () => {
        clearTimeout(timer);
        compactor.destroy();
      });
      reply.code(result.status);
      result.pipe(compactor).pipe(body);
      return reply.send(body);
    } catch (error) {
      clearTimeout(timer);
      if (controller.signal.reason instanceof ClientGoneError) {
        request.log.info('page render stopped: the client left');
        return reply.code(499).send();
      }
      request.log.error({ err: error }, 'page render failed');
      return reply.code(500).header('cache-control', 'no-store').send(FALLBACK_ERROR_HTML);
    }
  };
}
