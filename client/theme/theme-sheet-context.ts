import { createContext } from 'react';
import { themeSettingsKey } from './create-theme.ts';
import type { ThemeSettings } from './create-theme.ts';
import type { SharedStyles } from './shared-styles.ts';

/** The stylesheets a built page links instead of carrying their rules inline. */
export interface ThemeSheets {
  /**
   * The URL of the theme's CSS variables for the settings (client/theme/theme-stylesheet.ts);
   * null where no such file is linked, so MUI writes the variables itself.
   */
  themeHref(settings: ThemeSettings): string | null;
  /** The build's shared component styles (client/theme/shared-styles.ts); null: none built. */
  shared: SharedStyles | null;
}

/**
 * Where the theme's CSS variables and the shared styles come from. The production server gives
 * the built files; the browser the theme file the server linked, for the settings it rendered
 * with (browserThemeSheets); null (the development server) lets MUI and Emotion write
 * everything themselves.
 */
export const ThemeSheetContext = createContext<ThemeSheets | null>(null);

/**
 * In the browser: the theme file the server linked (React hoisted it with its precedence) holds
 * the variables of the settings the page was rendered with, so MUI need not generate and insert
 * them again while hydrating (about 23 KB of CSS, 20–40 ms on a slow phone). Other settings,
 * chosen in the appearance drawer, have no file here: MUI writes theirs at once, and going
 * back to the rendered ones uses the file again (React keeps a hoisted stylesheet). Null on a
 * page without the link (the development server).
 */
export function browserThemeSheets(rendered: ThemeSettings, document: Document): ThemeSheets | null {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-precedence="theme"]');
  const href = link?.getAttribute('href');
  if (!href) return null;
  const renderedKey = themeSettingsKey(rendered);
  return { themeHref: (settings) => (themeSettingsKey(settings) === renderedKey ? href : null), shared: null };
}
