import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { installAudit } from './http/audit.ts';
import { installAuthorize } from './http/authorize.ts';
import type { DeclaredRoute } from './http/authorize.ts';
import type { GatewayRoutes } from './http/plugin.ts';
import { frameworkError, installErrorHandlers } from './http/errors.ts';
import { installFaults } from './http/faults.ts';
import { installUpstreamOnly } from './http/upstream-only.ts';
import { adminUserChangeRoutes } from './routes/user-admin-changes.ts';
import { adminUserRoutes } from './routes/user-admin.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { mockOutboxRoutes } from './routes/mock-outbox.ts';
import { mockChannelFaultRoutes } from './routes/mock-channel-fault.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { groupRoutes } from './routes/group.ts';
import { oauthFakeRoutes } from './routes/oauth-fake.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { larkRoutes } from './routes/lark.ts';
import { wechatRoutes } from './routes/wechat.ts';
import { wechatFakeRoutes } from './routes/wechat-fake.ts';
import { oidcProviderRoutes } from './routes/oidc-provider.ts';
import { oidcRoutes } from './routes/oidc.ts';
import { webauthnRoutes } from './routes/webauthn.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { registerRoutes } from './routes/register.ts';
import { siteRoutes } from './routes/site.ts';
import { userRoutes } from './routes/user.ts';
import { tokenRoutes } from './routes/key.ts';
import { adminKeyRoutes } from './routes/admin-keys.ts';
import { logRoutes } from './routes/log.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { relayRoutes } from './routes/relay.ts';
import { topupRoutes } from './routes/topup.ts';
import { redemptionAdminRoutes } from './routes/redemption-admin.ts';
import { orderAdminRoutes } from './routes/order-admin.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { profileRoutes } from './routes/profile.ts';
import { operationRecordRoutes } from './routes/operation-record.ts';
import { affiliateRoutes } from './routes/affiliate.ts';
import { inviterRoutes } from './routes/inviter.ts';
import { adminGroupRoutes } from './routes/group-admin.ts';
import { modelOwnerRoutes } from './routes/model-owner.ts';
import { telegramRoutes } from './routes/telegram.ts';
import { paymentGatewayRoutes } from './routes/payment-gateway.ts';
import { modelInfoRoutes } from './routes/model-info.ts';
import { taskRoutes } from './routes/task.ts';
import { taskRelayRoutes } from './routes/task-relay.ts';
import { adminChannelRoutes } from './routes/channel.ts';
import { channelCheckRoutes } from './routes/channel-check.ts';
import { channelTagRoutes } from './routes/channel-tags.ts';
import { priceAdminRoutes } from './routes/pricing.ts';
import { fapiaoRoutes } from './routes/fapiao.ts';
import { invoiceRoutes } from './routes/invoice.ts';
import { optionRoutes } from './routes/options.ts';
import { systemInfoRoutes } from './routes/system-info.ts';
import { uptimeRoutes } from './routes/uptime.ts';
import { installSystemLog } from './http/system-log.ts';
import { createStore } from './store/state.ts';
import type { CriticalRateLimit, Faults, GatewaySettings, GatewayStatus, MockStore } from './store/state.ts';
import type { OutboxMail } from '#shared/api/schemas/mock.ts';

/** How to build a gateway double; everything is optional and faults are off by default. */
export interface MockGatewayOptions {
  /** Fastify request logging (off by default). */
  logger?: boolean;
  /** Clock in milliseconds, for deterministic timestamps in tests. */
  now?: () => number;
  /** Injected failures for every `/api` request; also changeable later via `gateway.store.faults`. */
  faults?: Faults;
  /** Overrides of `/api/status` keys, e.g. `{ WebHomeEnabled: false, turnstile_check: true }`. */
  status?: Partial<GatewayStatus>;
  /** Overrides of non-status options, e.g. `{ RegisterEnabled: false }`. */
  settings?: Partial<GatewaySettings>;
  /** Upstream's critical-route limit per client IP (default 20 per 20 minutes); false turns it off. */
  criticalRateLimit?: CriticalRateLimit | false;
  /** Lifetime of sessions and their cookie in ms (default 30 days), short in expiry tests. */
  sessionTtlMs?: number;
  /**
   * Price-feed URLs (exact, http or https) `GET /api/prices/fetch_feed` may fetch besides the
   * double's own sample feed; none by default, so the console cannot make the double fetch
   * anything else (no SSRF).
   */
  priceFeedAllowList?: readonly string[];
  /**
   * Behave like an unmodified one-hub where the double serves more (`upstream-only.ts`): the
   * extension endpoints answer 404, the extension keys are left out, upstream's roles apply.
   */
  upstreamOnly?: boolean;
  /**
   * The double-only test endpoints (`role: 'test'`: the mailbox `/api/_mock/outbox`, WeChat
   * codes `/api/_mock/wechat/code`) answer, to loopback callers only; off by default (upstream's
   * 404), so `npm start` and a demo never show anyone's mail. Tests switch them on
   * (MOCK_GATEWAY_TEST_ENDPOINTS=1 for the processes that start a double).
   */
  testEndpoints?: boolean;
  /** Told of every mail the double "sends" (the bundled double prints it, so a demo can read its reset link). */
  onMail?: (mail: OutboxMail) => void;
  /** one-hub's `metrics.user` / `metrics.password`: `GET /api/metrics` answers only with them (404 when unset). */
  metrics?: { user: string; password: string };
  /** Log rows to seed over the last 30 days (default 60,000); the bench's million (`MOCK_GATEWAY_LOG_ROWS`). */
  logRows?: number | undefined;
}

/**
 * A Fastify instance serving the one-hub-compatible API, with its in-memory state exposed for
 * tests and every registered route with the role it declares (`routes`).
 */
export type MockGateway = FastifyInstance & { readonly store: MockStore; readonly routes: readonly DeclaredRoute[] };

/** Builds (but does not start) a one-hub-compatible gateway double; the caller listens. */
export async function buildMockGateway(options: MockGatewayOptions = {}): Promise<MockGateway> {
  const store = createStore(options.now ?? Date.now, {
    status: options.status,
    settings: options.settings,
    faults: options.faults,
    criticalRateLimit: options.criticalRateLimit,
    sessionTtlMs: options.sessionTtlMs,
    priceFeedAllowList: options.priceFeedAllowList,
    testEndpoints: options.testEndpoints,
    onMail: options.onMail,
    metricsAuth: options.metrics,
    logRows: options.logRows,
  });
  // Typed without Fastify's PromiseLike half: the instance is thenable, and an async function
  // returning a thenable would otherwise be typed as its awaited value, losing `store`.
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
  });
  await app.register(fastifyCookie);
  installErrorHandlers(app);
  installFaults(app, store);
  if (options.upstreamOnly === true) installUpstreamOnly(app);
  const routes = installAuthorize(app, store);
  installAudit(app, store);
  installSystemLog(app, store);
  const plugins: GatewayRoutes[] = [
    siteRoutes,
    catalogRoutes,
    groupRoutes,
    authRoutes,
    oauthRoutes,
    webauthnRoutes,
    oauthFakeRoutes,
    larkRoutes,
    wechatRoutes,
    wechatFakeRoutes,
    oidcRoutes,
    oidcProviderRoutes,
    registerRoutes,
    passwordResetRoutes,
    userRoutes,
    adminUserRoutes,
    adminUserChangeRoutes,
    mockOutboxRoutes,
    mockChannelFaultRoutes,
    metricsRoutes,
    tokenRoutes,
    adminKeyRoutes,
    logRoutes,
    dashboardRoutes,
    relayRoutes,
    topupRoutes,
    redemptionAdminRoutes,
    orderAdminRoutes,
    profileRoutes,
    operationRecordRoutes,
    affiliateRoutes,
    inviterRoutes,
    adminGroupRoutes,
    modelOwnerRoutes,
    modelInfoRoutes,
    taskRoutes,
    taskRelayRoutes,
    adminChannelRoutes,
    channelTagRoutes,
    channelCheckRoutes,
    priceAdminRoutes,
    fapiaoRoutes,
    telegramRoutes,
    optionRoutes,
    paymentGatewayRoutes,
    invoiceRoutes,
    analyticsRoutes,
    systemInfoRoutes,
    uptimeRoutes,
  ];
  for (const routes of plugins) {
    await app.register(routes, { store });
  }
  return Object.assign(app, { store, routes });
}
