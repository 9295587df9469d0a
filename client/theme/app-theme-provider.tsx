// Types of the CSS-variables theme (theme.vars, generateStyleSheets, disableStyleSheetGeneration).
import type {} from '@mui/material/themeCssVarsAugmentation';
import { useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ColorSchemeSync } from '../settings/color-scheme-sync.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { getAppTheme, THEME_MODE_STORAGE_KEY } from './create-theme.ts';
import { createEmotionCaches } from './emotion-cache.ts';
import { ThemeSheetContext } from './theme-sheet-context.ts';

interface AppThemeProviderProps {
  /** The CSP nonce for Emotion's style tags (the server's, or the one the browser read back). */
  nonce: string | undefined;
  children: ReactNode;
}

/**
 * Emotion and MUI set up from the appearance settings: the cached theme of the current
 * combination, and the Emotion cache of the current direction (right-to-left styles are flipped
 * and keyed apart). Created per request on the server, once per page in the browser.
 */
export function AppThemeProvider({ nonce, children }: AppThemeProviderProps) {
  const { settings } = useSettings();
  const [emotionCacheFor] = useState(() => createEmotionCaches(nonce));
  // The production server links the variables as a cached file (React hoists the link into
  // <head>); the browser still lets MUI write them, so a settings change applies at once.
  const sheetHref = useContext(ThemeSheetContext)?.(settings) ?? null;
  return (
    <CacheProvider value={emotionCacheFor(settings.direction)}>
      <ThemeProvider theme={getAppTheme(settings)} defaultMode="light" modeStorageKey={THEME_MODE_STORAGE_KEY} disableStyleSheetGeneration={sheetHref !== null}>
        {sheetHref ? <link rel="stylesheet" href={sheetHref} precedence="theme" /> : null}
        <CssBaseline />
        <ColorSchemeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
