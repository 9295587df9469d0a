/**
 * Brand tokens: the only file a designer edits. Colour ramps follow MUI's palette keys;
 * `primary` is the spec's default preset.
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

/** System font stacks only: no web-font download before first paint. */
export const fontFamily = {
  primary: '"Public Sans Variable", "PingFang SC", "PingFang HK", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  secondary: '"Barlow", system-ui, sans-serif',
} as const;

/** Corner radius of the spec (section 9). */
export const radius = 8;
