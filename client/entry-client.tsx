import '@vitejs/plugin-react/preamble';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_APP_SETTINGS } from '#shared/config/app-settings.ts';
import { PAYLOAD_GLOBAL } from './context/app-payload.ts';
import { pageNonce } from './context/page-scripts.ts';
import { browserApi, forgetStoredToken } from './session/credentials.ts';
import type { AppPayload } from './context/app-payload.ts';
import { AppProviders } from './app/app-providers.tsx';
import { Document } from './app/document.tsx';
import { loadGatewayTexts } from './i18n/gateway-texts.ts';
import { createBrowserI18n } from './i18n/create-browser-i18n.ts';
import { registerBrowserI18n } from './i18n/route-namespaces.ts';
import { routes } from './routes.tsx';
import { SettingsProvider } from './settings/settings-provider.tsx';
import { apiContext, configContext, sessionContext } from './routing/router-context.ts';
import { createSessionStore } from './session/session-store.ts';
import { loadRtlPlugin } from './theme/emotion-cache.ts';
import { browserThemeSheets, ThemeSheetContext } from './theme/theme-sheet-context.ts';

declare global {
  interface Window {
    [PAYLOAD_GLOBAL]?: AppPayload;
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Resolves the lazy modules of the routes matching the current URL before the router exists;
 * otherwise the router starts uninitialised and React duplicates the page while hydrating.
 */
async function resolveInitialLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

async function hydrate(): Promise<void> {
  const payload = window[PAYLOAD_GLOBAL];
  if (!payload) throw new Error('The page payload is missing');
  const nonce = pageNonce();
  const i18n = createBrowserI18n(payload);
  registerBrowserI18n(i18n);
  const session = createSessionStore(payload.user);
  // Loaders in the browser use the same client as the pages (the client id; the proxy adds the jwt token).
  const api = browserApi();
  forgetStoredToken();

  const settings = payload.settings ?? DEFAULT_APP_SETTINGS;
  // A right-to-left page hydrates with the server's right-to-left styles: load their plugin first.
  await Promise.all([resolveInitialLazyRoutes(routes), settings.direction === 'rtl' ? loadRtlPlugin() : undefined]);
  const router = createBrowserRouter(routes, {
    hydrationData: window.__staticRouterHydrationData,
    getContext() {
      const context = new RouterContextProvider();
      context.set(sessionContext, session.get());
      context.set(apiContext, api);
      context.set(configContext, payload.config);
      return context;
    },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SettingsProvider initial={settings}>
          {/* The same tree as the server's, reading the theme's variables from the file it linked. */}
          <ThemeSheetContext.Provider value={browserThemeSheets(settings, document)}>
            <Document lng={payload.lng}>
              <AppProviders
                nonce={nonce}
                i18n={i18n}
                session={session}
                config={payload.config}
                origin={payload.origin}
                timeZone={payload.timeZone}
                screen={payload.screen ?? null}
              >
                <RouterProvider router={router} />
              </AppProviders>
            </Document>
          </ThemeSheetContext.Provider>
        </SettingsProvider>
      </StrictMode>,
    );
  });
  loadGatewayTexts(i18n);
}

void hydrate();
