import { css } from '@emotion/react';
import { CONTRASTS, DIRECTIONS, FONT_FAMILIES, PRIMARY_COLORS } from '#shared/config/app-settings.ts';
import { getAppTheme, themeSettingsKey } from './create-theme.ts';
import type { ThemeSettings } from './create-theme.ts';
import { createEmotionCache } from './emotion-cache.ts';
import { FONT_FACES_CSS } from './fonts.ts';

/** A theme's CSS variables (both colour schemes) as a file of the build. */
export interface ThemeStylesheet {
  /** `/assets/theme-<content hash>.css`: immutable, so browsers keep it for a year. */
  href: string;
  css: string;
}

/** FNV-1a, 32 bits: enough to tell a dozen files apart, and the same in Node and Vite. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const sheets = new Map<string, ThemeStylesheet>();

/**
 * The variables MUI would otherwise write inline into every page (about 23 KB: the palette,
 * shadows and overlays of both schemes), compiled the way Emotion compiles them for the page,
 * through the cache of the settings' direction. Server and build only: in a browser Emotion's
 * insert writes into the document instead of returning the rules.
 */
export function themeStylesheet(settings: ThemeSettings): ThemeStylesheet {
  const key = themeSettingsKey(settings);
  let sheet = sheets.get(key);
  if (!sheet) {
    const theme = getAppTheme(settings);
    const cache = createEmotionCache(undefined, settings.direction);
    const rules = cache.insert('', css(theme.generateStyleSheets()), cache.sheet, false);
    // The shipped fonts' @font-face rules travel in the same cached file, not inline in every page.
    const text = FONT_FACES_CSS + (typeof rules === 'string' ? rules : '');
    sheet = { href: `/assets/theme-${contentHash(text)}.css`, css: text };
    sheets.set(key, sheet);
  }
  return sheet;
}

/** Every distinct sheet a visitor's settings can ask for, for the build to write. */
export function allThemeStylesheets(): ThemeStylesheet[] {
  const byHref = new Map<string, ThemeStylesheet>();
  for (const contrast of CONTRASTS)
    for (const direction of DIRECTIONS)
      for (const fontFamily of FONT_FAMILIES)
        for (const primaryColor of PRIMARY_COLORS) {
          const sheet = themeStylesheet({ contrast, direction, fontFamily, primaryColor });
          byHref.set(sheet.href, sheet);
        }
  return [...byHref.values()];
}
