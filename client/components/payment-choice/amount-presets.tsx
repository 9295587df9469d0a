import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

interface AmountPresetsProps {
  presets: readonly number[];
  /** The amount typed now: its chip shows as chosen. */
  amount: number | null;
  label(preset: number): string;
  onPick(preset: number): void;
}

/** The quick amounts above a top-up's amount field (the payment page's and the top-up page's). */
export function AmountPresets({ presets, amount, label, onPick }: AmountPresetsProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {presets.map((preset) => (
        <Chip
          key={preset}
          label={label(preset)}
          clickable
          color={amount === preset ? 'primary' : 'default'}
          variant={amount === preset ? 'filled' : 'outlined'}
          onClick={() => onPick(preset)}
          data-testid={`amount-chip-${preset}`}
        />
      ))}
    </Stack>
  );
}
