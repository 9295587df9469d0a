/** The parts of a MUI palette the chart colours come from. */
export interface PaletteLike {
  primary: { main: string; dark: string; light: string };
  secondary: { main: string; light: string };
  info: { main: string; dark: string };
  success: { main: string; dark: string };
  warning: { main: string; dark: string };
  error: { main: string; light: string };
  grey: Record<500, string>;
}

/**
 * Series colours from the theme's brand palette, the primary colour first so a one-series chart
 * follows the chosen preset. Brand colours are the same in the light and dark schemes and are
 * mid-tones, readable on both backgrounds.
 */
export function chartColors(palette: PaletteLike): string[] {
  return [
    palette.primary.main,
    palette.warning.main,
    palette.success.main,
    palette.secondary.main,
    palette.info.main,
    palette.error.main,
    palette.primary.light,
    palette.warning.dark,
    palette.success.dark,
    palette.secondary.light,
    palette.info.dark,
    palette.error.light,
  ];
}

/** A colour per series key, cycling through the palette; `rest` (e.g. "other") gets neutral grey. */
export function colorsFor(keys: readonly string[], palette: PaletteLike, rest?: string): string[] {
  const colors = chartColors(palette);
  let next = 0;
  return keys.map((key) => {
    if (rest !== undefined && key === rest) return palette.grey[500];
    const color = colors[next % colors.length] ?? palette.primary.main;
    next += 1;
    return color;
  });
}
