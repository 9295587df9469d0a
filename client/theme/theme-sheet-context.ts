import { createContext } from 'react';
import type { ThemeSettings } from './create-theme.ts';

/**
 * Where the theme's CSS variables come from. The production server gives the URL of the built
 * file for the settings (client/theme/theme-stylesheet.ts), so pages link it instead of
 * carrying it inline; null (the browser, the development server) lets MUI write them itself.
 */
export const ThemeSheetContext = createContext<((settings: ThemeSettings) => string) | null>(null);
