import { data } from 'react-router';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { ROLE, SIGNED_IN } from '#shared/access.ts';
import { RootErrorBoundary } from './app/root-error-boundary.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { lazyRoute } from './routing/lazy-module.ts';
import { loadStatusResult } from './routing/loader-helpers.ts';
import { takeSiteInfoRefresh } from './site/site-refresh.ts';
import { withRouteMiddleware } from './routing/page-routes.ts';
import type { NavMeta, RouteHandle } from './routing/route-handle.ts';
import type { GatewayNeeds } from '#shared/gateway-profile.ts';
import type { Namespace } from '#shared/i18n/settings.ts';
import { ROUTE_PATHS } from '#shared/route-paths.ts';
import type { RouteName } from '#shared/route-paths.ts';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** A dashboard page: its loader's failures are explained inside the dashboard shell (DashboardErrorBoundary). */
function dashboardPage(id: string, alias?: string) {
  return lazyRoute(id, { errorsInside: 'layouts/dashboard/dashboard-layout', ...(alias === undefined ? {} : { alias }) });
}

/** A route's full path, by name (shared/route-paths.ts): the one place page paths are written. */
function at(name: RouteName): { path: string } {
  return { path: ROUTE_PATHS[name] };
}

interface AdminPageOptions {
  titleKey: string;
  /** The page's own namespaces; the table's and the form errors' are added. */
  namespaces: Namespace[];
  nav?: NavMeta;
  /** Admin unless stated (the spec's lower level, §6: the operator). */
  minRole?: (typeof ROLE)[keyof typeof ROLE];
  /** A second address of the same module (see `lazyRoute`). */
  alias?: string;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** What the page needs of the gateway (an extension, upstream's higher role). */
  gateway?: GatewayNeeds;
}

/**
 * An admin page of the dashboard: its path by name, its module, admin access, the table and
 * form-error namespaces besides its own, and its menu entry. One entry in this table is all a
 * new admin page needs here.
 */
function adminPage(name: RouteName, module: string, options: AdminPageOptions): RouteObject {
  return {
    ...at(name),
    ...dashboardPage(module, options.alias),
    ...(options.shouldRevalidate ? { shouldRevalidate: options.shouldRevalidate } : {}),
    handle: handle({
      access: { minRole: options.minRole ?? ROLE.admin },
      ...(options.gateway ? { gateway: options.gateway } : {}),
      titleKey: options.titleKey,
      namespaces: [...options.namespaces, 'table', 'zod', 'zod_custom'],
      ...(options.nav ? { nav: options.nav } : {}),
    }),
  };
}

/**
 * For pages whose filters live in the search params and only filter the loaded list: changing
 * them must not fetch the data again (other revalidations, e.g. after sign-in, still do).
 */
const keepDataOnFilterChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/**
 * For pages that load by some search params and filter by the others: a change of only the
 * filtering ones keeps the loaded data (other revalidations still happen).
 */
function refetchOnlyFor(params: readonly string[]): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
    if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
    return params.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name)) ? defaultShouldRevalidate : false;
  };
}

/** A route whose only job is to show an error screen with its status (e.g. `/404`). */
function statusRoute(name: `${'status' | 'error'}.${403 | 404 | 500}`, status: 403 | 404 | 500): RouteObject {
  return {
    ...at(name),
    loader: () => {
      throw data({ reason: 'status-page' }, { status });
    },
    // Never shown (the loader always throws to the root error boundary); it keeps the router
    // from warning about a leaf without an element.
    Component: () => null,
    handle: handle({ titleKey: `error:${status}.title` }),
  };
}

/**
 * THE route table. The server registers one Fastify route per leaf, the browser router uses
 * it as is, and menus, titles and guards read each entry's `handle`. Each path is the full
 * path of a name in `shared/route-paths.ts` (`...at('dashboard.key')`); links ask for a page
 * by that name (`pathOf`), so nothing else writes a page path.
 */
const table: RouteObject[] = [
  {
    id: 'root',
    ...at('home'),
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    // The site info every layout shows; it changes rarely, so navigations do not refetch it
    // (only the revalidation after a settings save does, `site/site-refresh.ts`).
    loader: ({ context }) => loadStatusResult(context),
    shouldRevalidate: takeSiteInfoRefresh,
    handle: handle({ access: 'public' }),
    children: [
      {
        ...lazyRoute('layouts/main/main-layout'),
        children: [
          { index: true, ...lazyRoute('pages/home/home-page'), handle: handle({ titleKey: 'home:title', namespaces: ['home'] }) },
          {
            ...at('group'),
            ...lazyRoute('pages/group/group-page'),
            handle: handle({
              titleKey: 'prices:group.title',
              namespaces: ['prices'],
              nav: { section: 'top', order: 2, labelKey: 'navbar:menu.group' },
            }),
          },
          {
            ...at('prices'),
            ...lazyRoute('pages/prices/prices-page'),
            // The filters live in the search params and filter the loaded list.
            shouldRevalidate: keepDataOnFilterChange,
            handle: handle({
              titleKey: 'prices:prices.title',
              namespaces: ['prices'],
              nav: { section: 'top', order: 3, labelKey: 'navbar:menu.prices' },
            }),
          },
          // With header and footer
          {
            ...at('doc'),
            ...lazyRoute('pages/public/doc-page'),
            // The base URL comes from the page origin, which is part of the page cache key.
            handle: handle({
              titleKey: 'pages:doc.title',
              namespaces: ['pages'],
              nav: { section: 'top', order: 4, labelKey: 'navbar:menu.docs' },
            }),
          },
          {
            ...at('pricing'),
            ...lazyRoute('pages/public/pricing-page'),
            handle: handle({ titleKey: 'pages:pricing.title', namespaces: ['pages'] }),
          },
          {
            ...at('payment'),
            ...lazyRoute('pages/public/payment-page'),
            // Public (spec §2): a guest sees the amounts and signs in to pay.
            handle: handle({ titleKey: 'pages:payment.title', namespaces: ['pages'] }),
          },
          {
            // The top menu's default status link (STATUS_URL): what the gateway shows this visitor.
            ...at('status'),
            ...lazyRoute('pages/public/status-page'),
            handle: handle({ titleKey: 'status:title', namespaces: ['status', 'dashboard'] }),
          },
          {
            ...at('aboutUs'),
            ...lazyRoute('pages/public/about-us-page'),
            handle: handle({ titleKey: 'pages:about.title', namespaces: ['pages'] }),
          },
          {
            ...at('contactUs'),
            ...lazyRoute('pages/public/contact-us-page'),
            handle: handle({ titleKey: 'pages:contact.title', namespaces: ['pages'] }),
          },
          {
            ...at('faqs'),
            ...lazyRoute('pages/public/faqs-page'),
            handle: handle({ titleKey: 'pages:faqs.title', namespaces: ['pages'] }),
          },
          {
            ...at('comingSoon'),
            ...lazyRoute('pages/public/coming-soon-page'),
            handle: handle({ titleKey: 'pages:comingSoon.title', namespaces: ['pages'] }),
          },
          {
            ...at('maintenance'),
            ...lazyRoute('pages/public/maintenance-page'),
            handle: handle({ titleKey: 'pages:maintenance.title', namespaces: ['pages'] }),
          },
          {
            ...at('components'),
            ...lazyRoute('pages/public/components-page'),
            handle: handle({ titleKey: 'pages:gallery.title', namespaces: ['pages'] }),
          },
        ],
      },
      {
        ...lazyRoute('layouts/auth/auth-layout'),
        handle: handle({ namespaces: ['auth', 'zod', 'zod_custom'] }),
        children: [
          { ...at('login'), ...lazyRoute('pages/auth/login-page'), handle: handle({ access: 'guest', titleKey: 'auth:login.title' }) },
          {
            ...at('register'),
            ...lazyRoute('pages/auth/register-page'),
            handle: handle({ access: 'guest', titleKey: 'auth:signup.title' }),
          },
          {
            ...at('resetPassword'),
            ...lazyRoute('pages/auth/reset-password-page'),
            handle: handle({ access: 'guest', titleKey: 'auth:reset.title' }),
          },
          { ...at('verify'), ...lazyRoute('pages/auth/verify-page'), handle: handle({ access: 'guest', titleKey: 'auth:verify.title' }) },
          {
            ...at('jwtSignIn'),
            ...lazyRoute('pages/auth/jwt-sign-in-page'),
            handle: handle({ access: 'guest', titleKey: 'auth:login.title' }),
          },
          {
            ...at('jwtSignUp'),
            ...lazyRoute('pages/auth/jwt-sign-up-page'),
            handle: handle({ access: 'guest', titleKey: 'auth:signup.title' }),
          },
          // Links with one-time tokens and codes: never shared through the guest page cache.
          {
            ...at('resetConfirm'),
            ...lazyRoute('pages/auth/reset-confirm-page'),
            handle: handle({ titleKey: 'auth:resetConfirm.title', cacheable: false }),
          },
          {
            ...at('updatePassword'),
            ...lazyRoute('pages/auth/update-password-page'),
            handle: handle({ titleKey: 'auth:resetConfirm.title', cacheable: false }),
          },
          {
            ...at('oauthGithub'),
            ...lazyRoute('pages/oauth/github-callback-page'),
            handle: handle({ titleKey: 'auth:oauth.github', cacheable: false }),
          },
          {
            ...at('oauthGoogle'),
            ...lazyRoute('pages/oauth/google-callback-page'),
            handle: handle({ titleKey: 'auth:oauth.google', cacheable: false }),
          },
          {
            ...at('oauthOidc'),
            ...lazyRoute('pages/oauth/oidc-callback-page'),
            handle: handle({ titleKey: 'auth:oauth.oidc', cacheable: false }),
          },
          {
            ...at('oauthLark'),
            ...lazyRoute('pages/oauth/lark-callback-page'),
            handle: handle({ titleKey: 'auth:oauth.lark', cacheable: false }),
          },
        ],
      },
      {
        ...at('dashboard'),
        ...lazyRoute('layouts/dashboard/dashboard-layout'),
        handle: handle({ access: SIGNED_IN, namespaces: ['dashboard'], cacheable: false }),
        children: [
          {
            index: true,
            ...dashboardPage('pages/dashboard/account/overview/overview-page'),
            handle: handle({
              titleKey: 'menu:dashboard',
              // The budgets card (the console's own store).
              namespaces: ['budgets'],
              nav: { section: 'overview', order: 1, labelKey: 'menu:dashboard', icon: 'dashboard' },
            }),
          },
          // Spec §6's lower level (§2 says "admin level": ARCHITECTURE.md, "Roles"); upstream's
          // /api/analytics/* ask for an admin, which the page then says.
          {
            ...at('dashboard.analytics'),
            ...dashboardPage('pages/dashboard/admin/analytics/analytics-page'),
            handle: handle({
              access: { minRole: ROLE.operator },
              gateway: { upstreamMinRole: ROLE.admin },
              titleKey: 'menu:analytics',
              namespaces: ['analytics'],
              nav: { section: 'overview', order: 2, labelKey: 'menu:analytics', icon: 'analytics' },
            }),
          },
          // Upstream's `system_info` page of its Dashboard group; its log API is root-only
          {
            ...at('dashboard.systemInfo'),
            ...dashboardPage('pages/dashboard/admin/system-info/system-info-page'),
            // The count is the gateway's question; the search and the level only filter what came back.
            shouldRevalidate: refetchOnlyFor(['count']),
            handle: handle({
              access: { minRole: ROLE.root },
              titleKey: 'menu:system_info',
              namespaces: ['system_info'],
              nav: { section: 'overview', order: 2.5, labelKey: 'menu:system_info', icon: 'terminal' },
            }),
          },
          // Spec §2 sub-path `app`; upstream lists its playground under the dashboard
          {
            ...at('dashboard.playground'),
            ...dashboardPage('pages/dashboard/account/playground/playground-page'),
            handle: handle({
              titleKey: 'menu:playground',
              namespaces: ['playground'],
              nav: { section: 'overview', order: 3, labelKey: 'menu:playground', icon: 'chat' },
            }),
          },
          adminPage('dashboard.user', 'pages/dashboard/admin/user/user-page', {
            titleKey: 'menu:user',
            namespaces: ['user'],
            nav: { section: 'management', order: 1, labelKey: 'menu:user', icon: 'users' },
          }),
          adminPage('dashboard.channel', 'pages/dashboard/admin/channel/channel-page', {
            titleKey: 'menu:channel',
            // The dialogs' and the batch tools' texts (channel_dialogs, channel_tools) stay out of the
            // page: the page loads them once hydrated (channel-page.tsx), before any dialog opens.
            namespaces: ['channel'],
            nav: { section: 'management', order: 2, labelKey: 'menu:channel', icon: 'channel' },
          }),
          // Spec §2: the operation index and operation/group both show groups
          adminPage('dashboard.operation', 'pages/dashboard/admin/group/group-page', {
            titleKey: 'menu:operation',
            namespaces: ['group'],
            nav: { section: 'management', order: 3, labelKey: 'menu:operation', icon: 'operation' },
            alias: 'operation',
          }),
          adminPage('dashboard.operation.group', 'pages/dashboard/admin/group/group-page', {
            titleKey: 'menu:group',
            namespaces: ['group'],
            nav: { section: 'management', order: 1, labelKey: 'menu:group', icon: 'users' },
          }),
          adminPage('dashboard.operation.modelOwner', 'pages/dashboard/admin/model-owner/model-owner-page', {
            titleKey: 'menu:model_ownedby',
            namespaces: ['model_owner'],
            // The spec's lower level (§6 "model ownership"); upstream's writes need an admin.
            minRole: ROLE.operator,
            nav: { section: 'management', order: 5, labelKey: 'menu:model_ownedby', icon: 'model' },
            // The owner list is loaded whole: filters, sort and paging only change what is shown.
            shouldRevalidate: keepDataOnFilterChange,
          }),
          adminPage('dashboard.operation.pricing', 'pages/dashboard/admin/pricing/pricing-page', {
            titleKey: 'menu:pricing',
            namespaces: ['pricing'],
            nav: { section: 'management', order: 3, labelKey: 'menu:pricing', icon: 'payment' },
            // Every price is loaded at once: view, filters, unit and paging only change what is shown.
            shouldRevalidate: keepDataOnFilterChange,
          }),
          // The spec's lower level (§6 "telegram manage"); upstream's endpoints ask for root.
          adminPage('dashboard.operation.telegram', 'pages/dashboard/admin/telegram/telegram-page', {
            titleKey: 'menu:telegram',
            namespaces: ['telegram'],
            minRole: ROLE.operator,
            gateway: { upstreamMinRole: ROLE.root },
            nav: { section: 'management', order: 4, labelKey: 'menu:telegram', icon: 'telegram' },
          }),
          // The spec's higher level (§6 "inviter manage"); an extension upstream lacks.
          adminPage('dashboard.operation.inviter', 'pages/dashboard/admin/inviter/inviter-page', {
            titleKey: 'menu:inviter',
            namespaces: ['inviter'],
            gateway: { feature: 'inviter' },
            // Between pricing (3) and telegram (4), the spec's order (§2 operation children).
            nav: { section: 'management', order: 3.5, labelKey: 'menu:inviter', icon: 'affiliate' },
          }),
          // Spec §2 `payment`: the gateways, then its children order and redemption
          adminPage('dashboard.paymentGateway', 'pages/dashboard/admin/payment-gateway/payment-gateway-page', {
            titleKey: 'menu:payment_gateway',
            namespaces: ['payment_gateway'],
            nav: { section: 'management', order: 4, labelKey: 'menu:payment', icon: 'payment' },
          }),
          {
            ...at('dashboard.payment.order'),
            ...dashboardPage('pages/dashboard/admin/order/order-page'),
            // The spec's lower level (§6 "order"); upstream asks for an admin.
            handle: handle({
              access: { minRole: ROLE.operator },
              gateway: { upstreamMinRole: ROLE.admin },
              titleKey: 'menu:order',
              namespaces: ['order', 'table'],
              nav: { section: 'management', order: 4, labelKey: 'menu:order', icon: 'payment' },
            }),
          },
          adminPage('dashboard.payment.redemption', 'pages/dashboard/admin/redemption/redemption-page', {
            titleKey: 'menu:redemption',
            namespaces: ['redemption'],
            // The spec's lower level (§6 "redemption"); upstream asks for an admin.
            minRole: ROLE.operator,
            gateway: { upstreamMinRole: ROLE.admin },
            nav: { section: 'management', order: 4.5, labelKey: 'menu:redemption', icon: 'topup' },
          }),
          {
            ...at('dashboard.key'),
            ...dashboardPage('pages/dashboard/account/key/key-page'),
            handle: handle({
              titleKey: 'menu:key',
              namespaces: ['key', 'budgets', 'table', 'zod', 'zod_custom'],
              nav: { section: 'management', order: 5, labelKey: 'menu:key', icon: 'key' },
            }),
          },
          // Issue 34: the console's own alerts (rules, destinations, delivery log), beside Settings.
          // Issue 35: failed requests from the gateway's counters and system log, beside Alerts.
          adminPage('dashboard.failures', 'pages/dashboard/admin/failures/failures-page', {
            titleKey: 'menu:failures',
            namespaces: ['insight'],
            nav: { section: 'management', order: 7.6, labelKey: 'menu:failures', icon: 'failures' },
          }),
          adminPage('dashboard.alerts', 'pages/dashboard/admin/alerts/alerts-page', {
            titleKey: 'menu:alerts',
            namespaces: ['alerts'],
            nav: { section: 'management', order: 7.5, labelKey: 'menu:alerts', icon: 'alert' },
          }),
          // Issue 22: every user's keys, upstream's admin key search
          adminPage('dashboard.adminKeys', 'pages/dashboard/admin/admin-keys/admin-keys-page', {
            titleKey: 'menu:admin_keys',
            // `token`: the key editor the Keys page has, shared with it.
            namespaces: ['admin_keys', 'key', 'budgets'],
            // Right after Keys.
            nav: { section: 'management', order: 5.5, labelKey: 'menu:admin_keys', icon: 'key' },
          }),
          // Issue 34: every key with a budget; admins, like every user's keys (spec §6's higher level).
          adminPage('dashboard.budgets', 'pages/dashboard/admin/budgets/budgets-page', {
            titleKey: 'menu:budgets',
            namespaces: ['budgets'],
            nav: { section: 'management', order: 5.6, labelKey: 'menu:budgets', icon: 'budget' },
          }),
          {
            ...at('dashboard.profile'),
            ...dashboardPage('pages/dashboard/account/profile/profile-page'),
            handle: handle({
              titleKey: 'menu:profile',
              namespaces: ['profile', 'auth', 'zod', 'zod_custom'],
              nav: { section: 'management', order: 6, labelKey: 'menu:profile', icon: 'profile' },
            }),
          },
          // Spec §2 `setting`, §6's lower level; upstream's /api/option/ asks for root
          {
            ...at('dashboard.setting'),
            // When a tab change reads the options again is the page module's (`shouldRevalidate`).
            ...dashboardPage('pages/dashboard/admin/setting/setting-page'),
            handle: handle({
              access: { minRole: ROLE.operator },
              gateway: { upstreamMinRole: ROLE.root },
              titleKey: 'menu:setting',
              // `user`: the role names of the gateway's levels notice (root, on an unmodified one-hub).
              namespaces: ['setting', 'zod', 'zod_custom'],
              nav: { section: 'management', order: 7, labelKey: 'menu:setting', icon: 'setting' },
            }),
          },
          {
            // one-hub's second address of the same page (spec: the dashboard's sub-paths), for
            // links and bookmarks made on a one-hub console; the menu names only the first.
            ...at('dashboard.user.profile'),
            ...dashboardPage('pages/dashboard/account/profile/profile-page', 'user-profile'),
            handle: handle({ titleKey: 'menu:profile', namespaces: ['profile', 'auth', 'zod', 'zod_custom'] }),
          },
          // Issue 35: spend and tokens by key, model and day (an admin's also by user and channel), after the logs.
          {
            ...at('dashboard.usage'),
            ...dashboardPage('pages/dashboard/account/usage/usage-page'),
            handle: handle({
              titleKey: 'menu:usage',
              namespaces: ['insight', 'table'],
              nav: { section: 'record', order: 1.5, labelKey: 'menu:usage', icon: 'usage' },
            }),
          },
          {
            ...at('dashboard.log'),
            ...dashboardPage('pages/dashboard/account/log/log-page'),
            handle: handle({
              titleKey: 'menu:log',
              namespaces: ['log', 'table'],
              nav: { section: 'record', order: 1, labelKey: 'menu:log', icon: 'log' },
            }),
          },
          // Spec §2 sub-path `operation_record`: the admins' audit log
          {
            ...at('dashboard.operationRecord'),
            ...dashboardPage('pages/dashboard/admin/operation-record/operation-record-page'),
            handle: handle({
              access: { minRole: ROLE.admin },
              gateway: { feature: 'operationRecord' },
              titleKey: 'menu:operation_record',
              namespaces: ['operation_record', 'table'],
              nav: { section: 'record', order: 5, labelKey: 'menu:operation_record', icon: 'audit' },
            }),
          },
          {
            ...at('dashboard.invoice'),
            ...dashboardPage('pages/dashboard/account/invoice/invoice-page'),
            handle: handle({
              titleKey: 'menu:invoice',
              namespaces: ['invoice', 'table'],
              // Only while the gateway makes monthly bills (one-hub's UserInvoiceMonth, off by default).
              nav: { section: 'record', order: 2, labelKey: 'menu:invoice', icon: 'invoice', requires: 'UserInvoiceMonth' },
            }),
          },
          {
            ...at('dashboard.invoice.detail'),
            ...dashboardPage('pages/dashboard/account/invoice/invoice-detail-page'),
            handle: handle({ titleKey: 'invoice:detail.title', namespaces: ['invoice'] }),
          },
          {
            ...at('dashboard.task'),
            ...dashboardPage('pages/dashboard/account/task/task-page'),
            handle: handle({
              titleKey: 'menu:task',
              namespaces: ['task', 'table'],
              nav: { section: 'record', order: 3, labelKey: 'menu:task', icon: 'task' },
            }),
          },
          {
            ...at('dashboard.midjourney'),
            ...dashboardPage('pages/dashboard/account/midjourney/midjourney-page'),
            handle: handle({
              titleKey: 'menu:midjourney',
              namespaces: ['task', 'table'],
              nav: { section: 'record', order: 4, labelKey: 'menu:midjourney', icon: 'midjourney', requires: 'MjEnabled' },
            }),
          },
          {
            ...at('dashboard.topup'),
            ...dashboardPage('pages/dashboard/account/topup/topup-page'),
            handle: handle({
              titleKey: 'menu:topup',
              namespaces: ['topup', 'zod', 'zod_custom'],
              nav: { section: 'other', order: 1, labelKey: 'menu:topup', icon: 'topup' },
            }),
          },
          {
            ...at('dashboard.modelList'),
            ...dashboardPage('pages/dashboard/account/model-list/model-list-page'),
            shouldRevalidate: keepDataOnFilterChange,
            handle: handle({
              titleKey: 'menu:model_list',
              namespaces: ['model_list'],
              nav: { section: 'other', order: 2, labelKey: 'menu:model_list', icon: 'model' },
            }),
          },
          {
            ...at('dashboard.affiliate'),
            ...dashboardPage('pages/dashboard/account/affiliate/affiliate-page'),
            handle: handle({
              titleKey: 'menu:affiliate',
              namespaces: ['affiliate', 'table'],
              nav: { section: 'other', order: 3, labelKey: 'menu:affiliate', icon: 'affiliate' },
            }),
          },
          {
            ...at('dashboard.fapiao'),
            ...dashboardPage('pages/dashboard/account/fapiao/fapiao-page'),
            handle: handle({
              // Every signed-in user; the page adds the review queue for admins.
              gateway: { feature: 'fapiao' },
              titleKey: 'menu:fapiao',
              namespaces: ['fapiao', 'table', 'zod', 'zod_custom'],
              nav: { section: 'other', order: 4, labelKey: 'menu:fapiao', icon: 'fapiao' },
            }),
          },
        ],
      },
      // Standalone
      { ...at('terms'), ...lazyRoute('pages/public/terms-page'), handle: handle({ titleKey: 'pages:terms.title', namespaces: ['pages'] }) },
      {
        ...at('privacy'),
        ...lazyRoute('pages/public/privacy-page'),
        handle: handle({ titleKey: 'pages:privacy.title', namespaces: ['pages'] }),
      },
      statusRoute('status.403', 403),
      statusRoute('status.404', 404),
      statusRoute('status.500', 500),
      statusRoute('error.403', 403),
      statusRoute('error.404', 404),
      statusRoute('error.500', 500),
    ],
  },
];

export const routes: RouteObject[] = withRouteMiddleware(table);
