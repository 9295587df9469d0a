import type { FontFamily, PrimaryColor } from '../../shared/config/app-settings.ts';
import { LAYOUT } from './layout.ts';

/**
 * Brand tokens: the only file a designer edits. Colour ramps follow MUI's palette keys;
 * `primary` is the app's own blue, the `default` preset of the settings drawer.
 */
export const palette = {
  primary: { lighter: '#CCF4FE', light: '#68CDF9', main: '#078DEE', dark: '#0351AB', darker: '#012972', contrastText: '#FFFFFF' },
  secondary: { lighter: '#EFD6FF', light: '#C684FF', main: '#8E33FF', dark: '#5119B7', darker: '#27097A', contrastText: '#FFFFFF' },
  info: { light: '#61F3F3', main: '#00B8D9', dark: '#006C9C', contrastText: '#FFFFFF' },
  success: { light: '#77ED8B', main: '#22C55E', dark: '#118D57', contrastText: '#FFFFFF' },
  warning: { light: '#FFD666', main: '#FFAB00', dark: '#B76E00', contrastText: '#1C252E' },
  error: { light: '#FFAC82', main: '#FF5630', dark: '#B71D18', contrastText: '#FFFFFF' },
  grey: {
    50: '#FCFDFD', 100: '#F9FAFB', 200: '#F4F6F8', 300: '#DFE3E8', 400: '#C4CDD5',
    500: '#919EAB', 600: '#637381', 700: '#454F5B', 800: '#1C252E', 900: '#141A21',
  },
} as const;

export interface ColorRamp {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

/** The primary colour presets of the settings drawer (spec section 9). */
export const primaryPresets: Record<PrimaryColor, ColorRamp> = {
  default: palette.primary,
  cyan: { lighter: '#CCF7FE', light: '#5BD9F0', main: '#0891B2', dark: '#0E6F8A', darker: '#164E63', contrastText: '#FFFFFF' },
  purple: { lighter: '#EBD6FD', light: '#B985F4', main: '#7635DC', dark: '#431A9E', darker: '#200A69', contrastText: '#FFFFFF' },
  blue: { lighter: '#D1E9FC', light: '#76B0F1', main: '#2065D1', dark: '#103996', darker: '#061B64', contrastText: '#FFFFFF' },
  orange: { lighter: '#FEF4D4', light: '#FED680', main: '#FDA92D', dark: '#B66816', darker: '#793908', contrastText: '#1C252E' },
  red: { lighter: '#FFE3D5', light: '#FFC1AC', main: '#FF3030', dark: '#B71833', darker: '#7A0930', contrastText: '#FFFFFF' },
};

const CJK_FONTS = '"PingFang SC", "PingFang HK", "Microsoft YaHei", "Noto Sans CJK SC"';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * System font stacks only: a family is used when the visitor has it installed, else the system
 * fallbacks. No web font is ever downloaded (no request before first paint, nothing external).
 */
export const fontStacks: Record<FontFamily, string> = {
  'public-sans': `"Public Sans Variable", "Public Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  inter: `"Inter Variable", Inter, ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  'dm-sans': `"DM Sans Variable", "DM Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  'nunito-sans': `"Nunito Sans Variable", "Nunito Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
};

export const fontFamily = {
  primary: fontStacks['public-sans'],
  secondary: '"Barlow", system-ui, sans-serif',
} as const;

/** Corner radius of the spec (section 9). */
export const radius = LAYOUT.radius;
