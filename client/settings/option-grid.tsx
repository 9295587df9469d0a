import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';

export interface GridOption<V extends string> {
  value: V;
  label: string;
  /** A small picture of the choice (a layout sketch, a colour, the font). */
  preview: ReactNode;
}

interface OptionGridProps<V extends string> {
  label: string;
  value: V;
  options: readonly GridOption<V>[];
  onChange(value: V): void;
  columns: number;
  /** Each button gets `data-testid="{testId}-{value}"`. */
  testId: string;
}

/** One choice out of several, as a grid of toggle buttons (each announces aria-pressed). */
export function OptionGrid<V extends string>({ label, value, options, onChange, columns, testId }: OptionGridProps<V>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1 }}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          selected={option.value === value}
          onChange={() => onChange(option.value)}
          color="primary"
          data-testid={`${testId}-${option.value}`}
          sx={{ flexDirection: 'column', gap: 0.75, py: 1.25, borderRadius: 1 }}
        >
          {option.preview}
          <Typography variant="caption" component="span" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {option.label}
          </Typography>
        </ToggleButton>
      ))}
    </Box>
  );
}
