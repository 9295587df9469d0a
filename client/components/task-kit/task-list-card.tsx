import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import type { TaskListKind } from './task-table.tsx';

/**
 * The frame of the task and Midjourney pages: the filters, the table, the pager, and the
 * detail of the task last opened (its lazy dialog mounts on the first open, stays mounted to
 * animate closed, and starts afresh for another task). Both pages had written this frame and
 * its open/close state; they now give only their parts.
 */
export function TaskListCard<Row extends { id: number }>({
  kind,
  filters,
  table,
  pager,
  detail,
}: {
  kind: TaskListKind;
  filters: ReactNode;
  /** The table, given what its detail buttons call. */
  table(onOpen: (row: Row) => void): ReactNode;
  pager: ReactNode;
  /** The detail dialog of a row. */
  detail(row: Row, open: boolean, onClose: () => void): ReactNode;
}) {
  const [opened, setOpened] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" data-testid={`${kind}-page`}>
      {filters}
      <Divider />
      {table((row) => {
        setOpened(row);
        setOpen(true);
      })}
      {pager}
      <WhenOpened open={opened !== null}>
        {opened ? <Fragment key={opened.id}>{detail(opened, open, () => setOpen(false))}</Fragment> : null}
      </WhenOpened>
    </Card>
  );
}
