import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { enUS, zhCN, zhHK } from '@mui/material/locale';
import type { Localization } from '@mui/material/locale';
import { isLanguage } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';
import { fontFamily, fontStacks, palette, primaryPresets, radius, secondaryText } from './tokens.ts';
import { LAYOUT } from './layout.ts';
import { SVG_ICON_LOOK } from './button-reset.ts';

/** The custom property holding the chosen font stack (see `typography.fontFamily`). */
export const FONT_FAMILY_VAR = '--app-font-family';

/**
 * What MUI's inputs inject per instance to notice browser autofill (InputBase listens for these
 * animations to float the label): the keyframes, non-empty, and the animations on the input.
 */
const AUTOFILL_DETECTION = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input': {
    animationName: 'mui-auto-fill-cancel',
    animationDuration: '10ms',
    '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
  },
};

/**
 * A visitor who asks the system for less motion (WCAG 2.3.3) gets every transition at once:
 * colours when the scheme turns, dialogs and menus fading or growing in. Endless animations (a
 * progress bar, a skeleton's pulse) keep moving: they say something is under way.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
  },
};

/**
 * The keyboard's focus as a ring in the primary colour on every button, icon button, switch,
 * checkbox, tab and menu item (MUI's own is a ripple drawn inside the control, faint on a filled
 * button and on the dark scheme's surfaces: WCAG 2.4.7, 1.4.11), and around a focused field's
 * frame. Global rules, written once a page: as a ButtonBase override they were copied into every
 * button variant's class (1.8 KB more inline CSS on the logs page).
 */
function focusRings(theme: Theme) {
  const primary = (theme.vars ?? theme).palette.primary.main;
  return {
    '.MuiButtonBase-root.Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
    '.MuiInputBase-root.Mui-focused': { boxShadow: `0 0 0 1px ${primary}` },
  };
}

/** The settings that change the theme; the others (scheme, nav, compact) are read elsewhere. */
export type ThemeSettings = Pick<AppSettings, 'contrast' | 'direction' | 'fontFamily' | 'primaryColor'>;

/** Stronger text and dividers for high contrast; `undefined` keeps MUI's defaults. */
function schemeColors(scheme: 'light' | 'dark', highContrast: boolean) {
  if (scheme === 'light') {
    return {
      background: { default: '#FFFFFF', paper: '#FFFFFF' },
      text: highContrast
        ? { primary: '#000000', secondary: palette.grey[800], disabled: palette.grey[600] }
        : { primary: palette.grey[800], secondary: secondaryText.light, disabled: palette.grey[500] },
      ...(highContrast ? { divider: 'rgba(20, 26, 33, 0.48)' } : {}),
    };
  }
  return {
    background: { default: palette.grey[900], paper: palette.grey[800] },
    text: highContrast
      ? { primary: '#FFFFFF', secondary: palette.grey[300], disabled: palette.grey[500] }
      : { primary: '#FFFFFF', secondary: secondaryText.dark, disabled: palette.grey[600] },
    ...(highContrast ? { divider: 'rgba(255, 255, 255, 0.48)' } : {}),
  };
}

/**
 * The MUI theme for one combination of settings. CSS variables with the `data` selector let the
 * server send both colour schemes and `InitColorSchemeScript` pick one before first paint.
 */
export function createAppTheme(settings: ThemeSettings, lng: Language = 'zh-CN'): Theme {
  // One hue per colour, with shades per scheme: text-bearing `main` is darker on white and
  // lighter on the dark greys (tokens.ts, SchemeRamps).
  const brandColors = (scheme: 'light' | 'dark') => ({
    primary: primaryPresets[settings.primaryColor][scheme],
    secondary: palette.secondary[scheme],
    info: palette.info[scheme],
    success: palette.success[scheme],
    warning: palette.warning[scheme],
    error: palette.error[scheme],
    grey: palette.grey,
  });
  const high = settings.contrast === 'high';
  return createTheme(
    {
      direction: settings.direction,
      cssVariables: { colorSchemeSelector: 'data', cssVarPrefix: 'app' },
      colorSchemes: {
        light: { palette: { ...brandColors('light'), ...schemeColors('light', high) } },
        dark: { palette: { ...brandColors('dark'), ...schemeColors('dark', high) } },
      },
      shape: { borderRadius: radius },
      transitions: { duration: { enteringScreen: LAYOUT.durationMs.enter, leavingScreen: LAYOUT.durationMs.exit } },
      typography: {
        // MUI copies the family into every component's rules (forty times on the logs page): a
        // variable keeps that to one reference, set once by the baseline below.
        fontFamily: `var(${FONT_FAMILY_VAR})`,
        fontWeightLight: LAYOUT.fontWeights.light,
        fontWeightRegular: LAYOUT.fontWeights.regular,
        fontWeightMedium: LAYOUT.fontWeights.medium,
        fontWeightBold: LAYOUT.fontWeights.bold,
        h1: { fontFamily: fontFamily.secondary, fontWeight: LAYOUT.fontWeights.bold, fontSize: '2.5rem', lineHeight: 1.25 },
        h2: { fontFamily: fontFamily.secondary, fontWeight: LAYOUT.fontWeights.bold, fontSize: '2rem', lineHeight: 1.3 },
        h3: { fontFamily: fontFamily.secondary, fontWeight: LAYOUT.fontWeights.bold, fontSize: '1.5rem' },
        h4: { fontWeight: LAYOUT.fontWeights.bold, fontSize: '1.25rem' },
        button: { fontWeight: LAYOUT.fontWeights.bold, textTransform: 'none' },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: (theme) => ({
            ':root': { [FONT_FAMILY_VAR]: fontStacks[settings.fontFamily] },
            ...AUTOFILL_DETECTION,
            ...REDUCED_MOTION,
            ...focusRings(theme),
          }),
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiInputBase: {
          // Each input would write the autofill keyframes into the page again (Emotion never
          // dedupes global styles on the server): the baseline above carries them once.
          defaultProps: { disableInjectingGlobalStyles: true },
        },
        // MUI's outline (23 % of the text colour, 1.8:1) is a boundary no one can see well: WCAG
        // wants 3:1 for a field's edge. Hover, focus and error keep MUI's stronger colours.
        MuiOutlinedInput: {
          styleOverrides: { notchedOutline: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.text.secondary }) },
        },
        MuiCard: { styleOverrides: { root: { borderRadius: radius * 2 } } },
        // The sort arrow is a plain <svg> from a sprite (table-cells.tsx, SortArrow): SvgIcon's
        // size and fill, once in the arrow's class.
        MuiTableSortLabel: {
          styleOverrides: { icon: SVG_ICON_LOOK },
        },
        MuiPopover: { styleOverrides: { paper: { maxHeight: LAYOUT.popoverMaxHeight } } },
      },
    },
    MUI_LOCALES[lng],
  );
}

/**
 * MUI's own texts (the pagers' "Go to next page" and "Rows per page", Autocomplete's "Clear",
 * an Alert's "Close", …) in the page's language, through the theme: every component at once,
 * never one prop at a time. The console's own labels (the pager's "1–10 of 42") stay i18n keys.
 */
const MUI_LOCALES: Record<Language, Localization> = { 'zh-CN': zhCN, 'zh-HK': zhHK, en: enUS };

/**
 * createTheme is expensive (every render would pay it), so one theme per distinct combination
 * is kept: at most 2 × 2 × 4 × 6 × 3 = 288, shared by every request and, in the browser, every render.
 */
const themes = new Map<string, Theme>();

/** The settings a theme is made of, as one key: equal keys, equal themes and theme files. */
export function themeSettingsKey(settings: ThemeSettings): string {
  return `${settings.contrast}|${settings.direction}|${settings.fontFamily}|${settings.primaryColor}`;
}

export function getAppTheme(settings: ThemeSettings, language = 'zh-CN'): Theme {
  const lng = isLanguage(language) ? language : 'zh-CN';
  const key = `${themeSettingsKey(settings)}|${lng}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme(settings, lng);
    themes.set(key, theme);
  }
  return theme;
}

/** Where MUI keeps the colour-scheme choice; the spec's key. */
export const THEME_MODE_STORAGE_KEY = 'theme-mode';
