import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { clusterWidePageCacheClear } from './cluster/page-cache-sync.ts';
import { loggerOptions } from './logger.ts';
import { installErrorHandling } from './plugins/error-handling.ts';
import { installHostCheck } from './plugins/host-check.ts';
import { installRequestTargetCheck, rewriteRequestTarget } from './plugins/request-target.ts';
import { createLoadShedding, guardRoute, limitRenders } from './plugins/load-shedding.ts';
import { gatewayProxyPlugin } from './plugins/gateway-proxy.ts';
import { createGatewayDispatcher, routeGatewayFetches } from './plugins/proxy/gateway-dispatcher.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import i18nPlugin, { loadServerI18n } from './plugins/i18n.ts';
import { pageRoutesPlugin } from './plugins/page-routes.ts';
import sessionPlugin from './plugins/session.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { PageCache } from './render/page-cache.ts';
import { createPageRenderer } from './render/render-page.ts';
import { createGatewayProfileSource } from './gateway-profile/gateway-profile-source.ts';
import { developmentRuntime, productionRuntime } from './render/ssr-runtime.ts';
import type { SsrRuntime } from './render/ssr-runtime.ts';
import { healthRoutes } from './routes/health.ts';
import { localeRoutes } from './routes/locales.ts';
import { logExportRoutes } from './routes/log-export.ts';
import { orderExportRoutes } from './routes/order-export.ts';
import { ORDER_EXPORT_PATH } from '#shared/orders/order-filters.ts';
import { analyticsExportRoutes } from './routes/analytics-export.ts';
import { jwtSessionRoutes } from './routes/jwt-session.ts';
import { ANALYTICS_EXPORT_PATH } from '#shared/analytics/analytics-query.ts';
import { serverTimeoutOptions } from './timeouts.ts';
import { alertGets, alertRoutes } from './alerts/alert-routes.ts';
import { insightGets, insightRoutes } from './insight/insight-routes.ts';
import { createInsightService } from './insight/insight-service.ts';
import { INSIGHT_API } from '#shared/api/schemas/insight.ts';
import { createAlertService } from './alerts/alert-service.ts';
import { alertSendOptions } from './alerts/alert-setup.ts';
import { ALERTS_API } from '#shared/api/schemas/alerts.ts';
import { SITE_API } from '#shared/api/schemas/site.ts';
import { siteGets, siteRoutes } from './site/site-routes.ts';
import { budgetGets, budgetRoutes } from './budgets/budget-routes.ts';
import { createBudgetService } from './budgets/budget-service.ts';
import { adminApi } from './gateway-admin/admin-api.ts';
import { clockFromConfig } from './scheduler/clock.ts';
import type { Clock } from './scheduler/clock.ts';
import { openMigratedStore } from './store/open-store.ts';
import type { Store } from './store/open-store.ts';
import type { i18n } from 'i18next';
import type { ConsoleApiGets } from './render/render-page.ts';
import { LOG_EXPORT_PATH } from '#shared/logs/log-query.ts';

export interface BuildAppOptions {
  /** false silences the logger (tests); otherwise pino JSON at LOG_LEVEL. */
  logger?: boolean;
  /** Where the JSON log lines go (stdout by default); tests read them back. */
  logStream?: NodeJS.WritableStream;
  /** Overrides the SSR runtime (tests can point at another build). */
  runtime?: SsrRuntime;
  /** The console's store, opened and migrated (serve.ts); without it the app opens the configured one and closes it with itself. */
  store?: Store;
  /** The budgets' clock (tests set one); the configured one otherwise. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's own database (server/store/). */
    store: Store;
    /** Every locale's texts (the pages' i18n instance), for what is written outside a request: the alerts' messages. */
    texts: i18n;
  }
}

/**
 * The console as a Fastify instance, not listening (server/main.ts listens; tests inject).
 * Two encapsulated halves: the gateway proxy (streamed, never re-compressed) and the pages
 * (cookies, i18n, session, access hook, compression, static files, locales). What runs for
 * every request (host check, security headers, logging) is all a proxied call pays for.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const app = Fastify({
    ...logging,
    logger: options.logger === false ? false : { ...logging.logger, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    // A request that reaches a draining replica on a kept-alive connection is served (with
    // `Connection: close`), not answered 503: a balancer may retry a GET elsewhere, but never a
    // POST, which would fail (ARCHITECTURE.md "Replicas: what each keeps").
    return503OnClosing: false,
    // The path every route and rule sees, and the proxy forwards (plugins/request-target.ts).
    rewriteUrl: rewriteRequestTarget,
    ...serverTimeoutOptions(config),
  });

  // Every route's hooks, proxied calls included: synchronous, nothing computed per request that
  // could be computed at start. CSP is set per page with its nonce (server/render/csp.ts).
  installRequestTargetCheck(app);
  installHostCheck(app);
  await app.register(securityHeadersPlugin, { publicUrl: config.PUBLIC_URL });
  installErrorHandling(app);
  const store = options.store ?? (await openMigratedStore(config));
  if (!options.store) app.addHook('onClose', () => store.close());
  app.decorate('store', store);
  await app.register(healthRoutes, { gatewayUrl: config.gatewayUrl, timeoutMs: config.SESSION_TIMEOUT_MS, store });
  // One verified connection pool to the gateway for the proxy and, through the global fetch,
  // for the session check, loaders, the export and /readyz (GATEWAY_CA_FILE applies to all).
  const gatewayPool = createGatewayDispatcher({ ca: config.GATEWAY_CA_FILE, timeoutMs: config.PROXY_TIMEOUT_MS });
  const stopRouting = routeGatewayFetches(config.gatewayUrl, gatewayPool);
  app.addHook('onClose', async () => {
    stopRouting();
    await gatewayPool.destroy();
  });
  // Guest pages carry the site's name, logo, notice and sign-in methods: a settings change
  // through the proxy empties the cache at once instead of after PAGE_CACHE_TTL_MS.
  const pageCache = new PageCache(config.PAGE_CACHE_TTL_MS);
  // With WORKERS > 1, every worker's cache (server/cluster/page-cache-sync.ts); the console's
  // own site settings (server/site/) and the status visibility (server/insight/) empty it too.
  const clearPageCaches = clusterWidePageCacheClear(() => pageCache.clear());
  await app.register(gatewayProxyPlugin, {
    onSettingsWrite: clearPageCaches,
    gatewayUrl: config.gatewayUrl,
    dispatcher: gatewayPool,
    publicUrl: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    bodyLimitBytes: Math.round(config.PROXY_BODY_LIMIT_MB * 1024 * 1024),
    parsedBodyLimitBytes: Math.round(config.PROXY_PARSED_BODY_LIMIT_MB * 1024 * 1024),
    parsedBodiesBytes: Math.round(config.PROXY_PARSED_BODIES_MB * 1024 * 1024),
    uploadIdleTimeoutMs: config.PROXY_UPLOAD_IDLE_TIMEOUT_MS,
    fakeProviders: config.bundledGateway === true,
  });

  const runtime = options.runtime ?? (config.dev ? await developmentRuntime(app) : await productionRuntime());
  const ssr = await runtime.load();
  // Renders and export streams are bounded; beyond a short queue they are shed with 503.
  const shedding = createLoadShedding(config);
  app.decorate('loadShedding', shedding);
  const budgets = createBudgetService({
    store,
    clock: options.clock ?? clockFromConfig(config),
    adminApi: config.gatewayAdminToken ? adminApi(config.gatewayUrl, config.gatewayAdminToken, config.SESSION_TIMEOUT_MS) : null,
  });
  const texts = await loadServerI18n();
  app.decorate('texts', texts);
  const alerts = createAlertService({ store, i18n: texts, available: Boolean(config.gatewayAdminToken), send: alertSendOptions(config) });
  const insight = createInsightService({
    store,
    collecting: { metrics: Boolean(config.gatewayMetrics), log: Boolean(config.gatewayRootToken) },
    summingUsage: Boolean(config.gatewayAdminToken),
    // Guests' status page shows what the admin chose: a change applies at once.
    onVisibilityChange: clearPageCaches,
  });
  const [alertPageGets, budgetPageGets, insightPageGets] = [alertGets(alerts), budgetGets(budgets), insightGets(insight)];
  const sitePageGets = siteGets(store, texts);
  const consoleGets: ConsoleApiGets = (url, request) => {
    if (url.pathname.startsWith(SITE_API)) return sitePageGets(url);
    return (url.pathname.startsWith(ALERTS_API) ? alertPageGets : url.pathname.startsWith(INSIGHT_API) ? insightPageGets : budgetPageGets)(
      url,
      request,
    );
  };
  const renderPage = limitRenders(
    shedding,
    createPageRenderer(config, runtime, {
      admit: shedding.render.admit,
      cache: pageCache,
      consoleGets,
      gatewayProfile: createGatewayProfileSource({ gatewayUrl: config.gatewayUrl, timeoutMs: config.SESSION_TIMEOUT_MS }),
    }),
  );

  await app.register(async (pages) => {
    // Cookies are read by the page hooks only; the proxy forwards the header as it came.
    await pages.register(cookie);
    await pages.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await pages.register(i18nPlugin, { instance: texts });
    await pages.register(sessionPlugin, { gatewayUrl: config.gatewayUrl, timeoutMs: config.SESSION_TIMEOUT_MS });
    if (runtime.clientDir) await pages.register(staticAssetsPlugin, { root: runtime.clientDir });
    await pages.register(localeRoutes);
    guardRoute(pages, LOG_EXPORT_PATH, shedding.export.admit);
    await pages.register(logExportRoutes, { gatewayUrl: config.gatewayUrl, timeoutMs: config.PROXY_TIMEOUT_MS });
    guardRoute(pages, ORDER_EXPORT_PATH, shedding.export.admit);
    await pages.register(orderExportRoutes, { gatewayUrl: config.gatewayUrl, timeoutMs: config.PROXY_TIMEOUT_MS });
    guardRoute(pages, ANALYTICS_EXPORT_PATH, shedding.export.admit);
    await pages.register(analyticsExportRoutes, { gatewayUrl: config.gatewayUrl, timeoutMs: config.PROXY_TIMEOUT_MS });
    await pages.register(budgetRoutes, { service: budgets, publicUrl: config.PUBLIC_URL });
    await pages.register(alertRoutes, { service: alerts, publicUrl: config.PUBLIC_URL });
    await pages.register(insightRoutes, { service: insight, publicUrl: config.PUBLIC_URL });
    await pages.register(siteRoutes, { store, texts, publicUrl: config.PUBLIC_URL, onWrite: clearPageCaches });
    // Both sign-in methods' pages exist whatever SIGN_IN_METHOD says (it picks where guests go).
    await pages.register(jwtSessionRoutes, {
      gatewayUrl: config.gatewayUrl,
      timeoutMs: config.SESSION_TIMEOUT_MS,
      publicUrl: config.PUBLIC_URL,
    });
    await pages.register(pageRoutesPlugin, { config, pages: ssr.pageRoutes, renderPage });
  });
  return app;
}
