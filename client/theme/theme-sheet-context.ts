import { createContext } from 'react';
import type { ThemeSettings } from './create-theme.ts';
import type { SharedStyles } from './shared-styles.ts';

/** The stylesheets a built page links instead of carrying their rules inline. */
export interface ThemeSheets {
  /** The URL of the theme's CSS variables for the settings (client/theme/theme-stylesheet.ts). */
  themeHref(settings: ThemeSettings): string;
  /** The build's shared component styles (client/theme/shared-styles.ts); null: none built. */
  shared: SharedStyles | null;
}

/**
 * Where the theme's CSS variables and the shared styles come from. The production server gives
 * the built files; null (the browser, the development server) lets MUI and Emotion write
 * everything themselves.
 */
export const ThemeSheetContext = createContext<ThemeSheets | null>(null);
