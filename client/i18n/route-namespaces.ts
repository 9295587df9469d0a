import type { i18n } from 'i18next';
import type { MiddlewareFunction } from 'react-router';
import type { Namespace } from '#shared/i18n/settings.ts';

let browserI18n: i18n | null = null;

/** The browser's i18next instance, registered by the client entry (never set on the server). */
export function registerBrowserI18n(instance: i18n): void {
  browserI18n = instance;
}

/**
 * Loads a route's locale namespaces before it renders after a client navigation, so no
 * untranslated key flashes. On the server every namespace is loaded at start: nothing to do.
 */
export function namespacesMiddleware(namespaces: readonly Namespace[]): MiddlewareFunction {
  return async () => {
    if (browserI18n && !namespaces.every((ns) => browserI18n?.hasLoadedNamespace(ns))) {
      await browserI18n.loadNamespaces([...namespaces]);
    }
  };
}
