import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

const ROW_SX = { flexWrap: 'wrap', alignItems: 'center' } as const;

interface FilterRowProps {
  testId: string;
  /** A filter is set: "clear filters" is offered after the fields. */
  active: boolean;
  clearLabel: string;
  onClear(): void;
  /** The filter fields. */
  children: ReactNode;
}

/** The row of filters under a list's search bar (channels, users), wrapping on a narrow screen. */
export function FilterRow({ testId, active, clearLabel, onClear, children }: FilterRowProps) {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={ROW_SX} data-testid={testId}>
      {children}
      {active ? (
        <Button size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
