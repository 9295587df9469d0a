import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface BatchBarProps {
  /** "3 selected", already translated. */
  label: string;
  clearLabel: string;
  onClear(): void;
  /** The batch buttons. */
  children: ReactNode;
}

/** The strip over a list while rows are selected: how many, the batch actions, and "clear". */
export function BatchBar({ label, clearLabel, onClear, children }: BatchBarProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="batch-bar"
      sx={{ px: 2, py: 1, flexWrap: 'wrap', alignItems: 'center', bgcolor: 'action.selected' }}
    >
      <Typography variant="subtitle2" role="status" sx={{ mr: 'auto' }}>
        {label}
      </Typography>
      {children}
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  );
}
