import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface BatchBarProps {
  /** "3 selected", already translated. */
  label: string;
  clearLabel: string;
  onClear(): void;
  /** The batch buttons, in order. */
  actions: readonly BatchAction[];
}

/** One batch button: what it does to the selected rows. */
export interface BatchAction {
  label: string;
  onClick(): void;
  testId: string;
  /** Red: it deletes. */
  danger?: boolean;
}

/**
 * The strip's look: set apart by rules above and below, on the card's own paper. A tinted
 * background (`action.selected`) took the outlined buttons' text under 4.5:1 (4.21 light, 3.67
 * dark): the primary shades are chosen for the paper itself.
 */
export const BATCH_BAR_SX = {
  px: 2,
  py: 1,
  flexWrap: 'wrap',
  alignItems: 'center',
  borderBlock: 1,
  borderColor: 'divider',
} as const;

/** The strip over a list while rows are selected: how many, the batch actions, and "clear". */
export function BatchBar({ label, clearLabel, onClear, actions }: BatchBarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap data-testid="batch-bar" sx={BATCH_BAR_SX}>
      <Typography variant="subtitle2" role="status" sx={{ mr: 'auto' }}>
        {label}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.testId}
          size="small"
          variant="outlined"
          color={action.danger ? 'error' : 'primary'}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  );
}
