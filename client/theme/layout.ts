/**
 * The layout constants of the spec (section 9), in one place for the theme, layouts and pages.
 */
export const LAYOUT = {
  radius: 8,
  header: { mobile: 64, desktop: 72, blurPx: 8 },
  mobileNavWidth: 320,
  navWidth: { vertical: 250, mini: 88 },
  horizontalNavHeight: 64,
  compactAbovePx: 1600,
  authContentWidth: 420,
  authPanelMaxWidth: 480,
  quoteMaxWidth: 640,
  languageMenuWidth: 160,
  settingsDrawerWidth: 360,
  footerLogoWidth: 130,
  logo: { square: 40, wide: { width: 130, height: 50 } },
  themeToggleSize: 40,
  /** Popovers: 70 % of the window, never below 200 px nor above 600 px. */
  popoverMaxHeight: 'clamp(200px, 70vh, 600px)',
  /** Animation defaults: 0.64 s in, 0.48 s out. */
  durationMs: { enter: 640, exit: 480 },
  fontWeights: { light: 300, regular: 400, medium: 500, semiBold: 600, bold: 700 },
} as const;
