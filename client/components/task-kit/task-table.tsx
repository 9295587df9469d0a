import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import { ProgressCell, StatusCell } from './task-cells.tsx';
import { durationSeconds } from './task-format.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const MONO_SX = { fontFamily: 'monospace' } as const;
// MUI's own cell spacing (not the admin lists' DATA_TABLE_SX); the wide table scrolls sideways.
const TABLE_SX = {} as const;
const CONTAINER_SX = { overflowX: 'auto' } as const;

/** What a task and a Midjourney task both have, which the shared columns show. */
export interface TaskRow {
  id: number;
  submit_time: number;
  finish_time: number;
  user_id: number;
  channel_id?: number | undefined;
  progress: number | string;
  status: string;
}

/** Which list: `task` or `mj`, the prefix of its test ids (`task-row`, `mj-open`, `data-mj-id`…). */
export type TaskListKind = 'task' | 'mj';

/** The list's own column of a row's id (`taskId`, `mjId`) and how a row gives it. */
interface TaskColumnsOptions<Row> {
  kind: TaskListKind;
  idColumn: string;
  rowKey(row: Row): string;
  onOpen(row: Row): void;
}

/**
 * The columns the task and Midjourney lists share (their ids, times, admin columns, duration,
 * progress, status and the detail button), each under its `column.*` header found by
 * `th[data-column]`; a list adds its own between them with `column`.
 */
export function useTaskColumns<Row extends TaskRow>({ kind, idColumn, rowKey, onOpen }: TaskColumnsOptions<Row>) {
  const { t } = useTranslation('task');
  const timeZone = useTimeZone();
  const column = (id: string, cell: (row: Row) => ReactNode, more: Pick<DataColumn<Row>, 'sx' | 'testId'> = {}): DataColumn<Row> => ({
    id,
    header: t(`column.${id}`),
    headerSx: NOWRAP,
    headerData: { 'data-column': id },
    headerAlign: 'inherit',
    cell,
    ...more,
  });
  const time = (seconds: number) => (seconds > 0 ? formatDateTime(seconds, timeZone) : '—');
  return {
    column,
    id: column(
      idColumn,
      (row) => (
        <Typography variant="body2" component="span" sx={MONO_SX}>
          {rowKey(row)}
        </Typography>
      ),
      { sx: NOWRAP },
    ),
    submitTime: column('submitTime', (row) => time(row.submit_time), { sx: NOWRAP }),
    finishTime: column('finishTime', (row) => time(row.finish_time), { sx: NOWRAP }),
    /** The channel and user columns, for admins only. */
    admin: (isAdmin: boolean): DataColumn<Row>[] =>
      isAdmin
        ? [
            column('channel', (row) => row.channel_id || '—', { testId: `${kind}-channel` }),
            column('user', (row) => row.user_id, { testId: `${kind}-user` }),
          ]
        : [],
    duration: column(
      'duration',
      (row) => {
        const duration = durationSeconds(row.submit_time, row.finish_time);
        return duration === null ? '—' : t('duration', { seconds: duration });
      },
      { sx: NOWRAP },
    ),
    progress: column('progress', (row) => <ProgressCell progress={row.progress} />),
    status: column('status', (row) => <StatusCell status={row.status} />),
    detail: column('detail', (row) => (
      <RowActionButton
        icon="search"
        title={t('detail.open')}
        label={t('detail.openFor', { id: rowKey(row) })}
        onClick={() => onOpen(row)}
        testId={`${kind}-open`}
      />
    )),
  };
}

/** A page of tasks of either list: its test ids, the row's task id as `data-<kind>-id`, the empty row. */
export function TaskListTable<Row extends TaskRow>({
  kind,
  columns,
  rows,
  rowKey,
}: {
  kind: TaskListKind;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}) {
  const { t } = useTranslation('task');
  return (
    <DataTable
      testId={`${kind}-table`}
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': `${kind}-row`, [`data-${kind}-id`]: rowKey(row) })}
      emptyTestId={`${kind}-empty`}
      emptyText={t('empty')}
      sx={TABLE_SX}
      containerSx={CONTAINER_SX}
    />
  );
}
