import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { chartColors, colorsFor } from './chart-palette.ts';

/** What a chart needs from the MUI theme: series colours and the writing direction. */
export interface ChartTheme {
  colors: string[];
  /** Colours for the given series keys; `rest` gets neutral grey. */
  colorsFor: (keys: readonly string[], rest?: string) => string[];
  /** Time axes run right to left in RTL, as the text does. */
  rtl: boolean;
}

export function useChartTheme(): ChartTheme {
  const theme = useTheme();
  return useMemo(
    () => ({
      colors: chartColors(theme.palette),
      colorsFor: (keys, rest) => colorsFor(keys, theme.palette, rest),
      rtl: theme.direction === 'rtl',
    }),
    [theme],
  );
}
