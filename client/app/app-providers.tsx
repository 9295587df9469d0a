import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { ToastProvider } from '#client/components/toast/toast-provider.tsx';
import { SessionStoreContext } from '#client/session/session-store.ts';
import type { SessionStore } from '#client/session/session-store.ts';
import { AppThemeProvider } from '#client/app/app-theme-provider.tsx';
import { PageOriginContext } from '#client/context/page-origin-context.ts';
import { PublicConfigContext } from '#client/context/public-config-context.ts';
import { ScreenClassProvider } from './screen-class.tsx';
import type { ScreenClass } from '#shared/screen-class.ts';
import { TimeZoneProvider } from '#client/context/time-zone.tsx';

interface AppProvidersProps {
  /** The CSP nonce for Emotion's style tags. */
  nonce: string | undefined;
  i18n: i18n;
  session: SessionStore;
  config: PublicConfig;
  /** The origin the server rendered the page for. */
  origin: string;
  timeZone: string;
  /** The server's guess of the screen; the browser passes back the one it was rendered with. */
  screen: ScreenClass;
  children: ReactNode;
}

/**
 * Everything around the router, identical on the server and in the browser. The settings
 * provider sits above, around the document, which takes `<html dir>` from it.
 */
export function AppProviders({ nonce, i18n, session, config, origin, timeZone, screen, children }: AppProvidersProps) {
  return (
    // i18n outside the theme: MUI's own texts come with the theme, in the page's language.
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider nonce={nonce}>
        <PublicConfigContext.Provider value={config}>
          <PageOriginContext.Provider value={origin}>
            <SessionStoreContext.Provider value={session}>
              <TimeZoneProvider initial={timeZone}>
                <ScreenClassProvider value={screen}>
                  <ToastProvider>{children}</ToastProvider>
                </ScreenClassProvider>
              </TimeZoneProvider>
            </SessionStoreContext.Provider>
          </PageOriginContext.Provider>
        </PublicConfigContext.Provider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
