import type { FontFamily, PrimaryColor } from '#shared/config/app-settings.ts';
import { LAYOUT } from './layout.ts';

/** The shades of one colour, MUI's palette keys. */
export interface ColorRamp {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

/** A status colour (info, success, …): MUI derives `lighter`/`darker` where it needs them. */
export type StatusRamp = Omit<ColorRamp, 'lighter' | 'darker'>;

/**
 * A colour's ramp per colour scheme. One hue, two sets of shades: `main` carries text (links,
 * text and outlined buttons, focused labels, outlined tags, the selected nav item) and, under
 * `contrastText`, contained buttons and filled tags, so it needs 4.5:1 against the scheme's
 * background and paper (also under the 8–16 % tint of a selected item), and `contrastText`
 * 4.5:1 on `main` and on `dark` (the hover). On white that takes a darker `main` with white
 * text; on the dark scheme's grey 800/900 a lighter one with dark text.
 * tests/unit/theme-contrast.test.ts checks every preset against the real theme.
 */
export interface SchemeRamps<R extends StatusRamp = ColorRamp> {
  light: R;
  dark: R;
}

/** Dark text on the light `main` shades of the dark scheme (grey 900). */
const ON_LIGHT = '#141A21';
const ON_DARK = '#FFFFFF';

/**
 * Brand tokens: the only file a designer edits. `primary` is the app's own blue, the `default`
 * preset of the settings drawer.
 */
export const palette = {
  primary: {
    light: { lighter: '#CCF4FE', light: '#68CDF9', main: '#066FBC', dark: '#0560A3', darker: '#012972', contrastText: ON_DARK },
    dark: { lighter: '#CCF4FE', light: '#73C2FB', main: '#3EABF9', dark: '#0790F3', darker: '#0351AB', contrastText: ON_LIGHT },
  },
  secondary: {
    light: { lighter: '#EFD6FF', light: '#C684FF', main: '#8E33FF', dark: '#5119B7', darker: '#27097A', contrastText: ON_DARK },
    dark: { lighter: '#EFD6FF', light: '#D0ABFF', main: '#BF8CFF', dark: '#AC6AFF', darker: '#5119B7', contrastText: ON_LIGHT },
  },
  info: {
    light: { light: '#61F3F3', main: '#00798F', dark: '#006678', contrastText: ON_DARK },
    dark: { light: '#00CDF1', main: '#00B8D9', dark: '#00A3C1', contrastText: ON_LIGHT },
  },
  success: {
    light: { light: '#77ED8B', main: '#16803D', dark: '#136C34', contrastText: ON_DARK },
    dark: { light: '#25D666', main: '#22C55E', dark: '#1EAF54', contrastText: ON_LIGHT },
  },
  warning: {
    light: { light: '#FFD666', main: '#966500', dark: '#7E5500', contrastText: ON_DARK },
    dark: { light: '#FFD666', main: '#FFAB00', dark: '#E49900', contrastText: ON_LIGHT },
  },
  error: {
    light: { light: '#FFAC82', main: '#D02600', dark: '#B42100', contrastText: ON_DARK },
    dark: { light: '#FFA38E', main: '#FF795B', dark: '#FF5630', contrastText: ON_LIGHT },
  },
  grey: {
    50: '#FCFDFD',
    100: '#F9FAFB',
    200: '#F4F6F8',
    300: '#DFE3E8',
    400: '#C4CDD5',
    500: '#919EAB',
    600: '#637381',
    700: '#454F5B',
    800: '#1C252E',
    900: '#141A21',
  },
} as const satisfies Record<'primary' | 'secondary', SchemeRamps> &
  Record<'info' | 'success' | 'warning' | 'error', SchemeRamps<StatusRamp>> & { grey: Record<number, string> };

/**
 * Secondary text (captions, hints, table headers). Grey 600 on white and grey 500 on grey 800
 * pass on a plain surface but gave 4.47:1 on a hovered row or a code box's bar (`action.hover`,
 * 4 % black / 8 % white): one step stronger in each scheme.
 */
export const secondaryText = { light: '#5A6875', dark: '#9DA9B4' } as const;

/**
 * The primary colour presets of the settings drawer (spec section 9). Each keeps the hue of its
 * brand swatch (default #078DEE, cyan #0891B2, purple #7635DC, blue #2065D1, orange #FDA92D,
 * red #FF3030); the shades are picked for contrast as above.
 */
export const primaryPresets: Record<PrimaryColor, SchemeRamps> = {
  default: palette.primary,
  cyan: {
    light: { lighter: '#CCF7FE', light: '#5BD9F0', main: '#077995', dark: '#06667E', darker: '#164E63', contrastText: ON_DARK },
    dark: { lighter: '#CCF7FE', light: '#1CCBF5', main: '#0AB1D9', dark: '#0899BC', darker: '#0E6F8A', contrastText: ON_LIGHT },
  },
  purple: {
    light: { lighter: '#EBD6FD', light: '#B985F4', main: '#7635DC', dark: '#431A9E', darker: '#200A69', contrastText: ON_DARK },
    dark: { lighter: '#EBD6FD', light: '#C9AFF1', main: '#B795ED', dark: '#A276E7', darker: '#431A9E', contrastText: ON_LIGHT },
  },
  blue: {
    light: { lighter: '#D1E9FC', light: '#76B0F1', main: '#2065D1', dark: '#103996', darker: '#061B64', contrastText: ON_DARK },
    dark: { lighter: '#D1E9FC', light: '#9BBCF0', main: '#7BA7EB', dark: '#548CE5', darker: '#103996', contrastText: ON_LIGHT },
  },
  orange: {
    light: { lighter: '#FEF4D4', light: '#FED680', main: '#A06002', dark: '#865002', darker: '#793908', contrastText: ON_DARK },
    dark: { lighter: '#FEF4D4', light: '#FED680', main: '#FDA92D', dark: '#F09002', darker: '#B66816', contrastText: ON_LIGHT },
  },
  red: {
    light: { lighter: '#FFE3D5', light: '#FFC1AC', main: '#DB0000', dark: '#B90000', darker: '#7A0930', contrastText: ON_DARK },
    dark: { lighter: '#FFE3D5', light: '#FFA1A1', main: '#FF7777', dark: '#FF4747', darker: '#B71833', contrastText: ON_LIGHT },
  },
};

const CJK_FONTS = '"PingFang SC", "PingFang HK", "Microsoft YaHei", "Noto Sans CJK SC"';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * The settings drawer's four families. All four and the headings' Barlow ship with the console
 * (`fonts.ts`, Latin only, from our origin). CJK text always falls through to the system's CJK fonts.
 */
export const fontStacks: Record<FontFamily, string> = {
  'public-sans': `"Public Sans Variable", "Public Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  inter: `"Inter Variable", Inter, ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  'dm-sans': `"DM Sans Variable", "DM Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
  'nunito-sans': `"Nunito Sans Variable", "Nunito Sans", ${CJK_FONTS}, ${SYSTEM_FONTS}`,
};

export const fontFamily = {
  primary: fontStacks['public-sans'],
  /** Headings h1 to h3, as in the template the spec describes. */
  secondary: `Barlow, ${CJK_FONTS}, ${SYSTEM_FONTS}`,
} as const;

/** Corner radius of the spec (section 9). */
export const radius = LAYOUT.radius;
