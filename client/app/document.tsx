import type { ReactNode } from 'react';
import { preload, preloadModule } from 'react-dom';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Language } from '#shared/i18n/settings.ts';
import { useSettings } from '#client/settings/settings-context.ts';
import { THEME_MODE_STORAGE_KEY } from '#client/theme/create-theme.ts';
import { preloadedFontUrls } from '#client/theme/fonts.ts';

interface DocumentProps {
  lng: Language;
  /** The CSP nonce on the server; absent in the browser, where nonces are hidden. */
  nonce?: string;
  /** Server only: chunks of the matched routes, hinted as modulepreload links in <head>. */
  preloads?: string[];
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on both sides. The colour-scheme script runs
 * before the body exists, so a stored dark choice never flashes light; it changes <html>
 * attributes before hydration, hence suppressHydrationWarning there. The direction comes from
 * the appearance settings (the server's cookie copy), so a right-to-left page is never first
 * painted left-to-right.
 */
export function Document({ lng, nonce, preloads = [], children }: DocumentProps) {
  // Called here, not in a child, so both sides render the same tree (useId depends on it).
  for (const href of preloads) preloadModule(href);
  // Fetched with the document's first requests (fonts are CORS requests: anonymous).
  const { direction, fontFamily } = useSettings().settings;
  for (const href of preloadedFontUrls(fontFamily)) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang={lng} dir={direction} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <InitColorSchemeScript attribute="data" defaultMode="light" modeStorageKey={THEME_MODE_STORAGE_KEY} {...(nonce ? { nonce } : {})} />
      </head>
      <body>{children}</body>
    </html>
  );
}
