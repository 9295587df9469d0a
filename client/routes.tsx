import { data } from 'react-router';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { ROLE } from '../shared/access.ts';
import { RootErrorBoundary } from './app/root-error-boundary.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { lazyRoute } from './routing/lazy-module.ts';
import { loadStatusResult } from './routing/loader-helpers.ts';
import { withRouteMiddleware } from './routing/page-routes.ts';
import type { RouteHandle } from './routing/route-handle.ts';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/**
 * For pages whose filters live in the search params and only filter the loaded list: changing
 * them must not fetch the data again (other revalidations, e.g. after sign-in, still do).
 */
const keepDataOnFilterChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/** A route whose only job is to show an error screen with its status (e.g. `/404`). */
function statusRoute(path: string, status: 403 | 404 | 500): RouteObject {
  return {
    path,
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
 * it as is, and menus, titles and guards read each entry's `handle`. Nothing else lists paths.
 */
const table: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    // The site info every layout shows; it changes rarely, so navigations do not refetch it.
    loader: ({ context }) => loadStatusResult(context),
    shouldRevalidate: () => false,
    handle: handle({ access: 'public' }),
    children: [
      {
        ...lazyRoute('layouts/main/main-layout'),
        children: [
          { index: true, ...lazyRoute('pages/home/home-page'), handle: handle({ titleKey: 'home:title', namespaces: ['home'] }) },
          // BEGIN prices-and-groups routes
          {
            path: 'group',
            ...lazyRoute('pages/group/group-page'),
            handle: handle({ titleKey: 'prices:group.title', namespaces: ['prices'], nav: { section: 'top', order: 2, labelKey: 'navbar:menu.group' } }),
          },
          {
            path: 'prices',
            ...lazyRoute('pages/prices/prices-page'),
            // The filters live in the search params and filter the loaded list.
            shouldRevalidate: keepDataOnFilterChange,
            handle: handle({ titleKey: 'prices:prices.title', namespaces: ['prices'], nav: { section: 'top', order: 3, labelKey: 'navbar:menu.prices' } }),
          },
          // END prices-and-groups routes
          // BEGIN public-content routes (with header and footer)
          {
            path: 'doc',
            ...lazyRoute('pages/public/doc-page'),
            // The base URL comes from the page origin, which is part of the page cache key.
            handle: handle({ titleKey: 'pages:doc.title', namespaces: ['pages'], nav: { section: 'top', order: 4, labelKey: 'navbar:menu.docs' } }),
          },
          { path: 'pricing', ...lazyRoute('pages/public/pricing-page'), handle: handle({ titleKey: 'pages:pricing.title', namespaces: ['pages'] }) },
          { path: 'payment', ...lazyRoute('pages/public/payment-page'), handle: handle({ access: { minRole: ROLE.common }, titleKey: 'pages:payment.title', namespaces: ['pages'] }) },
          { path: 'about-us', ...lazyRoute('pages/public/about-us-page'), handle: handle({ titleKey: 'pages:about.title', namespaces: ['pages'] }) },
          { path: 'contact-us', ...lazyRoute('pages/public/contact-us-page'), handle: handle({ titleKey: 'pages:contact.title', namespaces: ['pages'] }) },
          { path: 'faqs', ...lazyRoute('pages/public/faqs-page'), handle: handle({ titleKey: 'pages:faqs.title', namespaces: ['pages'] }) },
          { path: 'coming-soon', ...lazyRoute('pages/public/coming-soon-page'), handle: handle({ titleKey: 'pages:comingSoon.title', namespaces: ['pages'] }) },
          { path: 'maintenance', ...lazyRoute('pages/public/maintenance-page'), handle: handle({ titleKey: 'pages:maintenance.title', namespaces: ['pages'] }) },
          { path: 'components', ...lazyRoute('pages/public/components-page'), handle: handle({ titleKey: 'pages:gallery.title', namespaces: ['pages'] }) },
          // END public-content routes (with header and footer)
        ],
      },
      {
        ...lazyRoute('layouts/auth/auth-layout'),
        handle: handle({ namespaces: ['auth', 'zod', 'zod_custom'] }),
        children: [
          { path: 'login', ...lazyRoute('pages/auth/login-page'), handle: handle({ access: 'guest', titleKey: 'auth:login.title' }) },
          { path: 'register', ...lazyRoute('pages/auth/register-page'), handle: handle({ access: 'guest', titleKey: 'auth:signup.title' }) },
          { path: 'reset-password', ...lazyRoute('pages/auth/reset-password-page'), handle: handle({ access: 'guest', titleKey: 'auth:reset.title' }) },
          { path: 'auth/session/verify', ...lazyRoute('pages/auth/verify-page'), handle: handle({ access: 'guest', titleKey: 'auth:verify.title' }) },
          { path: 'auth/jwt/sign-in', ...lazyRoute('pages/auth/jwt-sign-in-page'), handle: handle({ access: 'guest', titleKey: 'auth:login.title' }) },
          { path: 'auth/jwt/sign-up', ...lazyRoute('pages/auth/jwt-sign-up-page'), handle: handle({ access: 'guest', titleKey: 'auth:signup.title' }) },
          // Links with one-time tokens and codes: never shared through the guest page cache.
          { path: 'user/reset', ...lazyRoute('pages/auth/reset-confirm-page'), handle: handle({ titleKey: 'auth:resetConfirm.title', cacheable: false }) },
          { path: 'auth/session/update-password', ...lazyRoute('pages/auth/update-password-page'), handle: handle({ titleKey: 'auth:resetConfirm.title', cacheable: false }) },
          { path: 'oauth/github', ...lazyRoute('pages/oauth/github-callback-page'), handle: handle({ titleKey: 'auth:oauth.github', cacheable: false }) },
          { path: 'oauth/google', ...lazyRoute('pages/oauth/google-callback-page'), handle: handle({ titleKey: 'auth:oauth.google', cacheable: false }) },
        ],
      },
      {
        path: 'dashboard',
        ...lazyRoute('layouts/dashboard/dashboard-layout'),
        handle: handle({ access: { minRole: ROLE.common }, namespaces: ['dashboard'], cacheable: false }),
        children: [
          {
            index: true,
            ...lazyRoute('pages/dashboard/overview-page'),
            handle: handle({ titleKey: 'menu:dashboard', nav: { section: 'overview', order: 1, labelKey: 'menu:dashboard', icon: 'dashboard' } }),
          },
          {
            path: 'user',
            ...lazyRoute('pages/dashboard/user-list-page'),
            handle: handle({ access: { minRole: ROLE.admin }, titleKey: 'menu:user', namespaces: ['table'], nav: { section: 'management', order: 1, labelKey: 'menu:user', icon: 'users' } }),
          },
          {
            path: 'key',
            ...lazyRoute('pages/dashboard/key-page'),
            handle: handle({ titleKey: 'menu:key', namespaces: ['token', 'table', 'zod', 'zod_custom'], nav: { section: 'management', order: 5, labelKey: 'menu:key', icon: 'key' } }),
          },
          {
            path: 'profile',
            ...lazyRoute('pages/dashboard/profile-page'),
            handle: handle({ titleKey: 'menu:profile', namespaces: ['profile', 'auth', 'zod', 'zod_custom'], nav: { section: 'management', order: 6, labelKey: 'menu:profile', icon: 'profile' } }),
          },
          {
            path: 'log',
            ...lazyRoute('pages/dashboard/log-page'),
            handle: handle({ titleKey: 'menu:log', namespaces: ['log', 'table'], nav: { section: 'record', order: 1, labelKey: 'menu:log', icon: 'log' } }),
          },
          {
            path: 'topup',
            ...lazyRoute('pages/dashboard/topup-page'),
            handle: handle({ titleKey: 'menu:topup', namespaces: ['topup', 'zod', 'zod_custom'], nav: { section: 'other', order: 1, labelKey: 'menu:topup', icon: 'topup' } }),
          },
          {
            path: 'model_list',
            ...lazyRoute('pages/dashboard/model-list-page'),
            shouldRevalidate: keepDataOnFilterChange,
            handle: handle({ titleKey: 'menu:model_list', namespaces: ['model_list'], nav: { section: 'other', order: 2, labelKey: 'menu:model_list', icon: 'model' } }),
          },
        ],
      },
      // BEGIN public-content routes (standalone)
      { path: 'terms', ...lazyRoute('pages/public/terms-page'), handle: handle({ titleKey: 'pages:terms.title', namespaces: ['pages'] }) },
      { path: 'privacy', ...lazyRoute('pages/public/privacy-page'), handle: handle({ titleKey: 'pages:privacy.title', namespaces: ['pages'] }) },
      // END public-content routes (standalone)
      statusRoute('403', 403),
      statusRoute('404', 404),
      statusRoute('500', 500),
      statusRoute('error/403', 403),
      statusRoute('error/404', 404),
      statusRoute('error/500', 500),
    ],
  },
];

export const routes: RouteObject[] = withRouteMiddleware(table);
