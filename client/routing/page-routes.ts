import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router';
import type { AccessRule } from '#shared/access.ts';
import type { GatewayNeeds } from '#shared/gateway-profile.ts';
import type { Namespace } from '#shared/i18n/settings.ts';
import { isRouteHandle } from './route-handle.ts';
import { namespacesMiddleware } from '#client/i18n/route-namespaces.ts';
import { accessMiddleware } from './access-middleware.ts';

/** One URL the server answers with a page, as derived from the route table. */
export interface PageRoute {
  /** Fastify path syntax (`/dashboard/key`, `/posts/:id`, `/*`). */
  path: string;
  access: AccessRule;
  namespaces: Namespace[];
  cacheable: boolean;
  /** The page has an entry in the side menu (`handle.nav`): what a page's weight grows with. */
  menuEntry: boolean;
  /** What the page needs of the gateway (`handle.gateway`), when anything. */
  gateway?: GatewayNeeds;
}

function joinPath(parent: string, child: string | undefined): string {
  if (child === undefined || child === '') return parent;
  if (child.startsWith('/')) return child;
  return parent.endsWith('/') ? parent + child : `${parent}/${child}`;
}

/**
 * Flattens the route table into the concrete paths the server registers: one per leaf, with
 * the access rule and namespaces inherited down the tree (a child's own rule wins).
 */
export function listPageRoutes(
  routes: RouteObject[],
  parentPath = '/',
  inherited: Omit<PageRoute, 'path' | 'menuEntry' | 'gateway'> = { access: 'public', namespaces: [], cacheable: true },
): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const route of routes) {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const meta: Omit<PageRoute, 'path' | 'menuEntry' | 'gateway'> = {
      access: handle.access ?? inherited.access,
      namespaces: [...inherited.namespaces, ...(handle.namespaces ?? [])],
      cacheable: handle.cacheable ?? inherited.cacheable,
    };
    const path = route.index ? parentPath : joinPath(parentPath, route.path);
    if (route.children && route.children.length > 0) {
      pages.push(...listPageRoutes(route.children, path, meta));
    } else {
      pages.push({ path, ...meta, menuEntry: handle.nav !== undefined, ...(handle.gateway ? { gateway: handle.gateway } : {}) });
    }
  }
  return pages;
}

/**
 * Gives every route the middleware its `handle` asks for, so each rule is written once, in the
 * table: `access` is enforced (server and browser) as the gateway's profile raises it (`gateway`),
 * `namespaces` are loaded before rendering.
 */
export function withRouteMiddleware(routes: RouteObject[], inherited: AccessRule = 'public'): RouteObject[] {
  return routes.map((route) => {
    const handle = isRouteHandle(route.handle) ? route.handle : {};
    const access = handle.access ?? inherited;
    const children = route.children ? withRouteMiddleware(route.children, access) : undefined;
    const middleware = [
      ...(handle.access || handle.gateway ? [accessMiddleware(access, handle.gateway)] : []),
      ...(handle.namespaces?.length ? [namespacesMiddleware(handle.namespaces)] : []),
      ...(route.middleware ?? []),
    ];
    return {
      ...route,
      ...(middleware.length ? { middleware, ...loadsSomething(route) } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/**
 * The loader of a route that has middleware and nothing to load. React Router takes a route
 * with middleware but no loader data for one the server did not finish: the browser would run
 * the whole match again right after hydrating (the middleware, then a router update that
 * re-renders every page component, about 1,100 on the overview, on every load of a dashboard
 * page). Its `null` is the loader data that says the server ran the route.
 */
const nothingToLoad: LoaderFunction = () => null;

/** A route with middleware always has a loader: its own, its lazy module's, or `nothingToLoad`. */
function loadsSomething(route: RouteObject): Pick<RouteObject, 'loader' | 'lazy'> {
  if (route.loader) return {};
  const lazy = route.lazy;
  if (typeof lazy === 'function') {
    // A lazy module's loader can only come through `lazy` (a static one would override it).
    const withLoader: LazyRouteFunction<RouteObject> = async () => {
      const resolved = await lazy();
      return resolved.loader ? resolved : { ...resolved, loader: nothingToLoad };
    };
    return { lazy: withLoader };
  }
  // No lazy, or the object form without a loader: a static loader is allowed beside it.
  return lazy?.loader ? {} : { loader: nothingToLoad };
}
