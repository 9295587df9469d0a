import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { PublicConfig } from '../../shared/config/public-config.ts';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { SessionStoreContext } from '../session/session-store.ts';
import type { SessionStore } from '../session/session-store.ts';
import { appTheme, THEME_MODE_STORAGE_KEY } from '../theme/create-theme.ts';
import { PublicConfigContext } from './public-config-context.ts';
import { TimeZoneProvider } from './time-zone.tsx';

interface AppProvidersProps {
  emotionCache: EmotionCache;
  i18n: i18n;
  session: SessionStore;
  config: PublicConfig;
  timeZone: string;
  children: ReactNode;
}

/** Everything around the router, identical on the server and in the browser. */
export function AppProviders({ emotionCache, i18n, session, config, timeZone, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={appTheme} defaultMode="light" modeStorageKey={THEME_MODE_STORAGE_KEY}>
          <CssBaseline />
          <PublicConfigContext.Provider value={config}>
            <SessionStoreContext.Provider value={session}>
              <TimeZoneProvider initial={timeZone}>
                <ToastProvider>{children}</ToastProvider>
              </TimeZoneProvider>
            </SessionStoreContext.Provider>
          </PublicConfigContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
