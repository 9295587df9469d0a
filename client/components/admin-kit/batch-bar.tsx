import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface BatchBarProps {
  /** How many rows are selected. */
  count: number;
  onClear(): void;
  /** The batch buttons, in order. */
  actions: readonly BatchAction[];
  /** Names the strip as a region for screen readers (what the batch acts on). */
  regionLabel?: string;
  testId?: string;
}

/** One batch button: what it does to the selected rows. */
export interface BatchAction {
  label: string;
  onClick(): void;
  testId?: string;
  /** Red: it deletes. */
  danger?: boolean;
}

/**
 * The strip's look: set apart by rules above and below, on the card's own paper. A tinted
 * background (`action.selected`) took the outlined buttons' text under 4.5:1 (4.21 light, 3.67
 * dark): the primary shades are chosen for the paper itself.
 */
const BATCH_BAR_SX = {
  px: 2,
  py: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  borderBlock: 1,
  borderColor: 'divider',
} as const;

/**
 * The strip over a list while rows are selected: how many, the batch actions, and "clear
 * selection" (the count and clear texts are the same on every list: `table:batch.*`).
 */
export function BatchBar({ count, onClear, actions, regionLabel, testId = 'batch-bar' }: BatchBarProps) {
  const { t } = useTranslation('table');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid={testId}
      sx={BATCH_BAR_SX}
      {...(regionLabel ? { role: 'region', 'aria-label': regionLabel } : {})}
    >
      <Typography variant="subtitle2" role="status" sx={{ mr: 'auto' }}>
        {t('table:batch.selected', { count })}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.testId ?? action.label}
          size="small"
          variant="outlined"
          color={action.danger ? 'error' : 'primary'}
          onClick={action.onClick}
          {...(action.testId ? { 'data-testid': action.testId } : {})}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={onClear}>
        {t('table:batch.clear')}
      </Button>
    </Stack>
  );
}
