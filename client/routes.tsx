import { data } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROLE } from '../shared/access.ts';
import { RootErrorBoundary } from './app/root-error-boundary.tsx';
import { RootLayout } from './app/root-layout.tsx';
import { lazyRoute } from './routing/lazy-module.ts';
import { withRouteMiddleware } from './routing/page-routes.ts';
import type { RouteHandle } from './routing/route-handle.ts';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

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
    handle: handle({ access: 'public' }),
    children: [
      {
        ...lazyRoute('layouts/main/main-layout'),
        children: [{ index: true, ...lazyRoute('pages/home/home-page'), handle: handle({ titleKey: 'home:title', namespaces: ['home'] }) }],
      },
      {
        ...lazyRoute('layouts/auth/auth-layout'),
        handle: handle({ access: 'guest', namespaces: ['auth'], cacheable: true }),
        children: [{ path: 'login', ...lazyRoute('pages/auth/login-page'), handle: handle({ titleKey: 'auth:login.title' }) }],
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
        ],
      },
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
