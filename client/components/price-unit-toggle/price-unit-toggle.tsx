import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PRICE_UNITS, isPriceUnit } from '#shared/format/price.ts';
import type { PriceUnit } from '#shared/format/price.ts';

interface PriceUnitToggleProps {
  value: PriceUnit;
  onChange(unit: PriceUnit): void;
  /** The group's accessible name, translated. */
  label: string;
  /** Each unit's translated text. */
  unitLabel(unit: PriceUnit): string;
  /** `data-testid` of each button: `<prefix>-<unit>`. */
  testIdPrefix: string;
}

/** The per-1K / per-1M token price toggle of the price tables (display only: contract §5.3). */
export function PriceUnitToggle({ value, onChange, label, unitLabel, testIdPrefix }: PriceUnitToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_event, next: unknown) => {
        if (isPriceUnit(next)) onChange(next);
      }}
    >
      {PRICE_UNITS.map((unit) => (
        <ToggleButton key={unit} value={unit} data-testid={`${testIdPrefix}-${unit}`} sx={{ textTransform: 'none', px: 2 }}>
          {unitLabel(unit)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
