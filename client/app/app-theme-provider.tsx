// Types of the CSS-variables theme (theme.vars, generateStyleSheets, disableStyleSheetGeneration).
import type {} from '@mui/material/themeCssVarsAugmentation';
import { useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ColorSchemeSync } from '#client/settings/color-scheme-sync.tsx';
import { useSettings } from '#client/settings/settings-context.ts';
import { getAppTheme, THEME_MODE_STORAGE_KEY } from '#client/theme/create-theme.ts';
import { FONT_FACES_CSS } from '#client/theme/fonts.ts';
import { createEmotionCaches, loadRtlPlugin, rtlPluginLoaded } from '#client/theme/emotion-cache.ts';
import { ThemeSheetContext } from '#client/theme/theme-sheet-context.ts';
import { SourceThemeContext } from '#client/theme/theme-styled.ts';

interface AppThemeProviderProps {
  /** The CSP nonce for Emotion's style tags (the server's, or the one the browser read back). */
  nonce: string | undefined;
  children: ReactNode;
}

/**
 * Whether right-to-left styles can be made: at once on the server and on a page rendered
 * right-to-left (their entries load the plugin first); after a short load when the setting is
 * switched on in the browser, until when the page stays left-to-right.
 */
function useRtlReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(rtlPluginLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let active = true;
    void loadRtlPlugin().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * Emotion and MUI set up from the appearance settings: the cached theme of the current
 * combination, and the Emotion cache of the current direction (right-to-left styles are flipped
 * and keyed apart). Created per request on the server, once per page in the browser.
 */
export function AppThemeProvider({ nonce, children }: AppThemeProviderProps) {
  const { settings: chosen } = useSettings();
  // MUI's own texts follow the page's language (create-theme.ts, MUI_LOCALES).
  const { i18n } = useTranslation();
  const rtlReady = useRtlReady(chosen.direction === 'rtl');
  const settings = chosen.direction === 'rtl' && !rtlReady ? { ...chosen, direction: 'ltr' as const } : chosen;
  const sheets = useContext(ThemeSheetContext);
  const shared = sheets?.shared ?? null;
  const [emotionCacheFor] = useState(() => createEmotionCaches(nonce, shared?.names));
  // The production server links the variables as a cached file (React hoists the link into
  // <head>); the browser reads the same file while the settings are the rendered ones and lets
  // MUI write them for any other, so a settings change applies at once.
  const sheetHref = sheets?.themeHref(settings) ?? null;
  const theme = getAppTheme(settings, i18n.language);
  return (
    <CacheProvider value={emotionCacheFor(settings.direction)}>
      <ThemeProvider
        theme={theme}
        defaultMode="light"
        modeStorageKey={THEME_MODE_STORAGE_KEY}
        disableStyleSheetGeneration={sheetHref !== null}
      >
        {sheetHref ? <link rel="stylesheet" href={sheetHref} precedence="theme" /> : null}
        {/* The rules most pages share (the server leaves them out of the page: shared-styles.ts). */}
        {shared ? <link rel="stylesheet" href={shared.href} precedence="shared" /> : null}
        <CssBaseline />
        {/* Built pages have the @font-face rules in the linked theme file (theme-stylesheet.ts). */}
        {import.meta.env.PROD ? null : <GlobalStyles styles={FONT_FACES_CSS} />}
        <ColorSchemeSync />
        <SourceThemeContext value={theme}>{children}</SourceThemeContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
