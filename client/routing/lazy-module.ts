import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { trackChunkLoad } from './chunk-loads.ts';
import { withGatewayFailures } from './gateway-failures.ts';

/** What a page or layout module exports for the router. */
export interface RouteModule {
  Component?: ComponentType;
  loader?: LoaderFunction;
  /** When the page's loader depends on what its data holds (Settings' open tab), the module says when to read again. */
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: ComponentType;
  /** A layout's error boundary for its pages: drawn inside the layout, so the shell stays. */
  PageErrorBoundary?: ComponentType;
}

export interface LazyRouteOptions {
  /** The layout (a route id) whose `PageErrorBoundary` this page uses unless it has its own. */
  errorsInside?: string;
  /**
   * A second route drawing the same module (another address of one page) needs its own route
   * id: react-router refuses duplicates. The id becomes `<module>@<alias>`.
   */
  alias?: string;
}

const modules = import.meta.glob<RouteModule>(['../pages/**/*-page.tsx', '../layouts/**/*-layout.tsx']);

/**
 * A lazily loaded route whose id is its module path (`pages/home/home-page`), so the server
 * can modulepreload exactly the chunks of the matched routes from Vite's manifest.
 */
export function lazyRoute(id: string, options: LazyRouteOptions = {}): Pick<RouteObject, 'id' | 'lazy'> {
  const load = moduleOf(id);
  const layout = options.errorsInside === undefined ? null : moduleOf(options.errorsInside);
  return {
    id: options.alias === undefined ? id : `${id}@${options.alias}`,
    lazy: async () => {
      // The layout's chunk is loaded anyway (it is matched too): this costs no request.
      const [mod, parent] = await trackChunkLoad(Promise.all([load(), layout?.()]));
      const ErrorBoundary = mod.ErrorBoundary ?? parent?.PageErrorBoundary;
      return {
        ...(mod.Component ? { Component: mod.Component } : {}),
        ...(mod.loader ? { loader: withGatewayFailures(mod.loader) } : {}),
        ...(mod.shouldRevalidate ? { shouldRevalidate: mod.shouldRevalidate } : {}),
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
  const module = routeId.split('@')[0] ?? routeId;
  return module.startsWith('pages/') || module.startsWith('layouts/') ? `client/${module}.tsx` : null;
}
