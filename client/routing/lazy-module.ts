import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/** What a page or layout module exports for the router. */
export interface RouteModule {
  Component?: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

const modules = import.meta.glob<RouteModule>(['../pages/**/*-page.tsx', '../layouts/**/*-layout.tsx']);

/**
 * A lazily loaded route whose id is its module path (`pages/home/home-page`), so the server
 * can modulepreload exactly the chunks of the matched routes from Vite's manifest.
 */
export function lazyRoute(id: string): Pick<RouteObject, 'id' | 'lazy'> {
  const load = modules[`../${id}.tsx`];
  if (!load) throw new Error(`No route module at client/${id}.tsx`);
  return {
    id,
    lazy: async () => {
      const mod = await load();
      return {
        ...(mod.Component ? { Component: mod.Component } : {}),
        ...(mod.loader ? { loader: mod.loader } : {}),
        ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}),
      };
    },
  };
}

/** The source file (Vite manifest key) of a lazy route id, or null for inline routes. */
export function routeModuleFile(routeId: string): string | null {
  return routeId.startsWith('pages/') || routeId.startsWith('layouts/') ? `client/${routeId}.tsx` : null;
}
