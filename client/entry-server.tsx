import { PassThrough } from 'node:stream';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import type { i18n } from 'i18next';
import type { ApiClient } from '#shared/api/client.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { BASE_NAMESPACES, GATEWAY_NAMESPACE } from '#shared/i18n/settings.ts';
import { bundleSubset, gatewayMessageKeysIn } from '#shared/i18n/gateway-messages.ts';
import type { Language, Namespace } from '#shared/i18n/settings.ts';
import { AppProviders } from './app/app-providers.tsx';
import { payloadScript } from './context/app-payload.ts';
import type { LanguageResources } from './context/app-payload.ts';
import { Document } from './app/document.tsx';
import { routes } from './routes.tsx';
import { listPageRoutes } from './routing/page-routes.ts';
import { runQuery } from './routing/run-query.ts';
import { SettingsProvider } from './settings/settings-provider.tsx';
import { isRouteHandle } from './routing/route-handle.ts';
import { apiContext, configContext, sessionContext } from './routing/router-context.ts';
import { createSessionStore } from './session/session-store.ts';
import { ThemeSheetContext } from './theme/theme-sheet-context.ts';
import type { ThemeSheets } from './theme/theme-sheet-context.ts';
import type { SharedStyles } from './theme/shared-styles.ts';
import type { ScreenClass } from '#shared/screen-class.ts';
import { loadRtlPlugin } from './theme/emotion-cache.ts';
import { allThemeStylesheets, themeStylesheet } from './theme/theme-stylesheet.ts';
import type { ThemeSettings } from './theme/create-theme.ts';

// Right-to-left pages (and their theme sheets) are rendered here at any time: load the plugin once.
await loadRtlPlugin();

export { routes };
/** The theme variable sheets the build writes under dist/client/assets (see themeSheets). */
export { allThemeStylesheets };

const themeHref = (settings: ThemeSettings) => themeStylesheet(settings).href;
/** One context value per shared stylesheet (the server has one for its life), not per request. */
const sheetsByShared = new WeakMap<SharedStyles, ThemeSheets>();
const sheetsWithoutShared: ThemeSheets = { themeHref, shared: null };

/**
 * Built pages link the theme's variables and the build's shared styles as cached files; the
 * development server has no such files, so MUI and Emotion write everything inline there.
 */
function themeSheets(shared: SharedStyles | null): ThemeSheets | null {
  if (!import.meta.env.PROD) return null;
  if (!shared) return sheetsWithoutShared;
  let sheets = sheetsByShared.get(shared);
  if (!sheets) {
    sheets = { themeHref, shared };
    sheetsByShared.set(shared, sheets);
  }
  return sheets;
}
/** The concrete page paths the server registers, derived from the route table. */
export const pageRoutes = listPageRoutes(routes);

const handler = createStaticHandler(routes);

export interface RenderInput {
  request: Request;
  lng: Language;
  /** A per-request clone of the server's i18next instance. */
  i18n: i18n;
  nonce: string;
  user: User | null;
  config: PublicConfig;
  /** The origin the page is rendered for: PUBLIC_URL's, or the request's (then in the cache key). */
  origin: string;
  /** The visitor's time zone (validated `tz` cookie), or UTC. */
  timeZone: string;
  /** The screen the request's headers suggest (screen-class.tsx); null for shared renders. */
  screen: ScreenClass;
  /** The appearance settings (validated `app-settings` cookie), or the defaults. */
  settings: AppSettings;
  /** The build's shared stylesheet, whose rules the page then leaves out; null: none. */
  sharedStyles: SharedStyles | null;
  api: ApiClient;
  /** Script URLs to run (Vite client and entry in development, the hashed entry in production). */
  bootstrapModules: string[];
  /** Hashed chunk URLs to modulepreload for the matched route modules. */
  preloadsFor(routeIds: string[]): string[];
  /** Wait for everything (bots, cached pages, no-JS) instead of streaming from the shell. */
  waitForAll: boolean;
  /** Aborts the render (timeout); pending Suspense content is then left to the browser. */
  signal: AbortSignal;
  onError(error: unknown): void;
}

export type RenderResult =
  | { kind: 'response'; response: Response }
  | { kind: 'document'; status: number; pipe<W extends Writable>(destination: W): W; abort(reason?: unknown): void };

/**
 * Runs the router for one request and renders the whole document as a stream. A redirect
 * (from a loader or the access middleware) comes back as a Response; otherwise the status is
 * the router's (404 / 403 / 500 from thrown responses).
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  const requestContext = new RouterContextProvider();
  requestContext.set(sessionContext, input.user);
  requestContext.set(apiContext, input.api);
  requestContext.set(configContext, input.config);
  const context = await runQuery(handler, input.request, requestContext);
  if (context instanceof Response) return { kind: 'response', response: context };

  const matchedHandles = context.matches.map((m) => m.route.handle).filter(isRouteHandle);
  const namespaces = new Set<Namespace>([...BASE_NAMESPACES, ...matchedHandles.flatMap((h) => h.namespaces ?? [])]);
  const resources: LanguageResources = {};
  for (const ns of namespaces) {
    const bundle: unknown = input.i18n.getResourceBundle(input.lng, ns);
    if (bundle && typeof bundle === 'object') resources[ns] = bundle as Record<string, unknown>;
  }
  // Only the gateway messages this render can translate (its loader data and errors), so the
  // browser hydrates with the same texts; it loads the whole catalogue after hydrating.
  const gatewayTexts: unknown = input.i18n.getResourceBundle(input.lng, GATEWAY_NAMESPACE);
  const usedGatewayTexts =
    gatewayTexts && typeof gatewayTexts === 'object'
      ? bundleSubset(gatewayTexts as Record<string, unknown>, gatewayMessageKeysIn([context.loaderData, context.errors]))
      : null;
  if (usedGatewayTexts) resources[GATEWAY_NAMESPACE] = usedGatewayTexts;

  const router = createStaticRouter(handler.dataRoutes, context);
  const session = createSessionStore(input.user);
  const element = (
    <SettingsProvider initial={input.settings}>
      <ThemeSheetContext.Provider value={themeSheets(input.sharedStyles)}>
        <Document lng={input.lng} nonce={input.nonce} preloads={input.preloadsFor(context.matches.map((m) => m.route.id))}>
          <AppProviders
            nonce={input.nonce}
            i18n={input.i18n}
            session={session}
            config={input.config}
            origin={input.origin}
            timeZone={input.timeZone}
            screen={input.screen}
          >
            <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
          </AppProviders>
        </Document>
      </ThemeSheetContext.Provider>
    </SettingsProvider>
  );

  return new Promise<RenderResult>((resolve, reject) => {
    let failedAfterShell = false;
    const { signal } = input;
    const abortRender = () => stream.abort(signal.reason);
    // The listener must go once the render is over: undici's Request keeps its signal (and so
    // every listener on it, and this whole render) alive in a FinalizationRegistry otherwise.
    const stopListening = () => signal.removeEventListener('abort', abortRender);
    const document = () => ({
      kind: 'document' as const,
      status: failedAfterShell ? 500 : context.statusCode,
      pipe: <W extends Writable>(destination: W) => stream.pipe(destination),
      abort: (reason?: unknown) => stream.abort(reason),
    });
    const stream = renderToPipeableStream(element, {
      nonce: { script: input.nonce, style: input.nonce },
      bootstrapScriptContent: payloadScript({
        lng: input.lng,
        resources,
        user: input.user,
        config: input.config,
        origin: input.origin,
        timeZone: input.timeZone,
        screen: input.screen,
        settings: input.settings,
      }),
      bootstrapModules: input.bootstrapModules,
      onShellReady() {
        if (!input.waitForAll) resolve(document());
      },
      onAllReady() {
        stopListening();
        if (input.waitForAll) resolve(document());
      },
      onShellError(error) {
        stopListening();
        reject(error);
      },
      onError(error) {
        failedAfterShell = true;
        input.onError(error);
      },
    });
    if (signal.aborted) abortRender();
    else signal.addEventListener('abort', abortRender, { once: true });
  });
}

/** Collects a finished render into a string (for the guest page cache). */
export function collect(result: Extract<RenderResult, { kind: 'document' }>): Promise<string> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    result.pipe(sink);
  });
}

export { routeModuleFile } from './routing/lazy-module.ts';
