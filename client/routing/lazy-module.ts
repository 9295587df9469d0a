import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withGatewayFailures } from './gateway-failures.ts';

/** What a page or layout module exports for the router. */
export interface RouteModule {
  Component?: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  /** A layout's error boundary for its pages: drawn inside the layout, so the shell stays. */
  PageErrorBoundary?: ComponentType;
}

export interface LazyRouteOptions {
  /** The layout (a route id) whose `PageErrorBoundary` this page uses unless it has its own. */
  errorsInside?: string;
}

const modules = import.meta.glob<RouteModule>(['../pages/**/*-page.tsx', '../layouts/**/*-layout.tsx']);

/**
 * A lazily loaded route whose id is its module path (`pages/home/home-page`), so the server
 * can modulepreload exactly the chunks of the matched routes from Vite's manifest. A page with
 * a second address needs a second id (the router refuses duplicates): `module#alias`
 * (`pages/dashboard/profile-page#user`) loads and preloads the same module.
 */
export function lazyRoute(id: string, options: LazyRouteOptions = {}): Pick<RouteObject, 'id' | 'lazy'> {
  const load = moduleOf(moduleIdOf(id));
  const layout = options.errorsInside === undefined ? null : moduleOf(options.errorsInside);
  return {
    id,
    lazy: async () => {
      // The layout's chunk is loaded anyway (it is matched too): this costs no request.
      const [mod, parent] = await Promise.all([load(), layout?.()]);
      const ErrorBoundary = mod.ErrorBoundary ?? parent?.PageErrorBoundary;
      return {
        ...(mod.Component ? { Component: mod.Component } : {}),
        ...(mod.loader ? { loader: withGatewayFailures(mod.loader) } : {}),
        ...(ErrorBoundary ? { ErrorBoundary } : {}),
      };
    },
  };
}

function moduleOf(id: string): () => Promise<RouteModule> {
  const load = modules[`../${id}.tsx`];
  if (!load) throw new Error(`No route module at client/${id}.tsx`);
  return load;
}

/** The source file (Vite manifest key) of a lazy route id, or null for inline routes. */
export function routeModuleFile(routeId: string): string | null {
  const id = moduleIdOf(routeId);
  return id.startsWith('pages/') || id.startsWith('layouts/') ? `client/${id}.tsx` : null;
}

/** The module path of a route id, without a `#alias`. */
function moduleIdOf(routeId: string): string {
  const hash = routeId.indexOf('#');
  return hash === -1 ? routeId : routeId.slice(0, hash);
}
