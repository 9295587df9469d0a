import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { plainGrid } from '#client/components/plain-grid/plain-grid.tsx';

const WRAP_SX = { flexWrap: 'wrap' } as const;

/** The fields' grid: a phone shows one per row, a tablet two, a desktop four; Grid's spacing of 2. */
const { Grid: FilterGrid, Cell } = plainGrid({ field: { sm: 6, md: 3 } }, { xs: 2 });

/** One field's place in a filter bar. */
export function FilterCell({ children }: { children: ReactNode }) {
  return <Cell span="field">{children}</Cell>;
}

/**
 * The frame of a list's filter card (logs, audit log, orders, analytics, tasks): the fields in
 * a grid, what the filters show (a note), then the row of buttons. A bar whose search waits for
 * a button is a form (`onSubmit`). The bars had each written this frame.
 */
export function FilterBar({
  testId,
  onSubmit,
  children,
  note,
  actions,
  actionsSx,
  wrapActions = false,
}: {
  testId: string;
  onSubmit?(event: FormEvent): void;
  /** The fields, each in its `FilterCell`. */
  children: ReactNode;
  note?: ReactNode;
  actions: ReactNode;
  /** Constant styles of the button row (CSS properties). */
  actionsSx?: Readonly<Record<string, string>>;
  /** The buttons wrap on a narrow screen (with gaps rather than margins between them). */
  wrapActions?: boolean;
}) {
  const sx = wrapActions ? { ...WRAP_SX, ...actionsSx } : actionsSx;
  return (
    <Stack component={onSubmit ? 'form' : 'div'} onSubmit={onSubmit} spacing={2} sx={{ p: 2 }} data-testid={testId}>
      <FilterGrid>{children}</FilterGrid>
      {note}
      <Stack direction="row" spacing={1} {...(wrapActions ? { useFlexGap: true } : {})} {...(sx ? { sx } : {})}>
        {actions}
      </Stack>
    </Stack>
  );
}

/** Clears a list's filters; disabled while there is nothing to clear. */
export function FilterResetButton({
  label,
  canReset,
  onReset,
  testId,
  variant = 'outlined',
}: {
  label: string;
  canReset: boolean;
  onReset(): void;
  testId: string;
  variant?: 'outlined' | 'text';
}) {
  return (
    <Button variant={variant} onClick={onReset} disabled={!canReset} data-testid={testId}>
      {label}
    </Button>
  );
}

/** Reads the list again with the same filters (rows move on while the page is open), spinning meanwhile. */
export function FilterRefreshButton({ label, testId }: { label: string; testId?: string }) {
  const revalidator = useRevalidator();
  return (
    <Button
      variant="text"
      startIcon={<ActionIcon name="refresh" />}
      onClick={() => void revalidator.revalidate()}
      loading={revalidator.state === 'loading'}
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {label}
    </Button>
  );
}
