import { LAYOUT } from '#client/theme/layout.ts';

/** The width of the main content in compact layout (material-kit / Minimal's compact width). */
export const COMPACT_CONTENT_WIDTH = 1200;

/**
 * The main area. Compact layout (dashboard only) narrows and centres it on screens wider than
 * 1600 px, in CSS, so the server's HTML is already right. The layout's page header gives way
 * to one the page renders itself (`PageHeader` with actions), and its title to a page's own h1,
 * so no page ever shows two; `:has()` decides that in CSS, on the first paint.
 */
export function mainSx(compact: boolean) {
  return {
    flexGrow: 1,
    width: '100%',
    px: { xs: 2, sm: 3, lg: 5 },
    pt: { xs: 1, lg: 2 },
    pb: { xs: 8, lg: 10 },
    ...(compact ? { [`@media (min-width: ${LAYOUT.compactAbovePx + 1}px)`]: { maxWidth: COMPACT_CONTENT_WIDTH, mx: 'auto' } } : {}),
    '&:has([data-page-header]) > [data-default-header]': { display: 'none' },
    '&:has(h1:not([data-default-title])) [data-default-title]': { display: 'none' },
  };
}

/**
 * The shell's box. Printed (the invoice detail's "Print", or the browser's own), a page comes
 * out alone: the side nav, the header, the breadcrumbs (every `nav` and `header` in the shell)
 * and whatever a page marks `data-print="hide"` (its buttons) are left out, and the main area
 * drops its screen padding.
 */
export const SHELL_SX = {
  display: 'flex',
  minHeight: '100vh',
  '@media print': {
    '& nav, & header, & [data-print="hide"]': { display: 'none !important' },
    '& main': { p: 0 },
  },
} as const;
