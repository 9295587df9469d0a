import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { fontFamily, palette, radius } from './tokens.ts';

/**
 * The one MUI theme of the app. CSS variables with the `data` selector let the server send
 * both colour schemes and `InitColorSchemeScript` pick one before first paint: no flicker.
 */
/** The brand colours, the same in both schemes; only backgrounds and text differ. */
const brandColors = {
  primary: palette.primary,
  secondary: palette.secondary,
  info: palette.info,
  success: palette.success,
  warning: palette.warning,
  error: palette.error,
  grey: palette.grey,
};

export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data', cssVarPrefix: 'app' },
    colorSchemes: {
      light: {
        palette: {
          ...brandColors,
          background: { default: '#FFFFFF', paper: '#FFFFFF' },
          text: { primary: palette.grey[800], secondary: palette.grey[600], disabled: palette.grey[500] },
        },
      },
      dark: {
        palette: {
          ...brandColors,
          background: { default: palette.grey[900], paper: palette.grey[800] },
          text: { primary: '#FFFFFF', secondary: palette.grey[500], disabled: palette.grey[600] },
        },
      },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: fontFamily.primary,
      h1: { fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.25 },
      h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.3 },
      h3: { fontWeight: 700, fontSize: '1.5rem' },
      h4: { fontWeight: 700, fontSize: '1.25rem' },
      button: { fontWeight: 700, textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: radius * 2 } } },
    },
  });
}

/** Shared by the server render and the browser so both produce the same class names. */
export const appTheme = createAppTheme();

/** Where MUI keeps the colour-scheme choice; the spec's key. */
export const THEME_MODE_STORAGE_KEY = 'theme-mode';
