import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '#shared/api/schemas/task.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { ProgressCell, StatusCell } from '#client/components/task-kit/task-cells.tsx';
import { durationSeconds } from '#client/components/task-kit/task-format.ts';
import { RowActionButton } from '#client/components/table/table-cells.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const MONO_SX = { fontFamily: 'monospace' } as const;
const REASON_SX = { display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// MUI's own cell spacing (not the admin lists' DATA_TABLE_SX); the wide table scrolls sideways.
const TABLE_SX = {} as const;
const CONTAINER_SX = { overflowX: 'auto' } as const;

/** A label key of the translated names, or the gateway's own text for one the console does not know. */
function labelOf(t: (key: string, options: { defaultValue: string }) => string, group: string, value: string): string {
  return value === '' ? '—' : t(`${group}.${value}`, { defaultValue: value });
}

/** One page of tasks; admins also see the channel and user columns. */
export function TaskTable({ tasks, isAdmin, onOpen }: { tasks: Task[]; isAdmin: boolean; onOpen(task: Task): void }) {
  const { t } = useTranslation('task');
  const timeZone = useTimeZone();
  const time = (seconds: number) => (seconds > 0 ? formatDateTime(seconds, timeZone) : '—');
  /** A column under its `column.*` name; its header cell is found by `th[data-column]`. */
  const column = (id: string, cell: (task: Task) => ReactNode, more: Pick<DataColumn<Task>, 'sx' | 'testId'> = {}): DataColumn<Task> => ({
    id,
    header: t(`column.${id}`),
    headerSx: NOWRAP,
    headerData: { 'data-column': id },
    headerAlign: 'inherit',
    cell,
    ...more,
  });
  const columns: DataColumn<Task>[] = [
    column(
      'taskId',
      (task) => (
        <Typography variant="body2" component="span" sx={MONO_SX}>
          {task.task_id}
        </Typography>
      ),
      { sx: NOWRAP },
    ),
    column('submitTime', (task) => time(task.submit_time), { sx: NOWRAP }),
    column('finishTime', (task) => time(task.finish_time), { sx: NOWRAP }),
    ...(isAdmin
      ? [
          column('channel', (task) => task.channel_id || '—', { testId: 'task-channel' }),
          column('user', (task) => task.user_id, { testId: 'task-user' }),
        ]
      : []),
    column('platform', (task) => labelOf(t, 'platform', task.platform), { sx: NOWRAP }),
    column('action', (task) => labelOf(t, 'action', task.action), { sx: NOWRAP }),
    column(
      'duration',
      (task) => {
        const duration = durationSeconds(task.submit_time, task.finish_time);
        return duration === null ? '—' : t('duration', { seconds: duration });
      },
      { sx: NOWRAP },
    ),
    column('progress', (task) => <ProgressCell progress={task.progress} />),
    column('status', (task) => <StatusCell status={task.status} />),
    column('failReason', (task) => (
      <Typography variant="body2" component="span" title={task.fail_reason || undefined} sx={REASON_SX}>
        {task.fail_reason || '—'}
      </Typography>
    )),
    column('detail', (task) => (
      <RowActionButton
        icon="search"
        title={t('detail.open')}
        label={t('detail.openFor', { id: task.task_id })}
        onClick={() => onOpen(task)}
        testId="task-open"
      />
    )),
  ];
  return (
    <DataTable
      testId="task-table"
      columns={columns}
      rows={tasks}
      rowId={(task) => task.id}
      rowProps={(task) => ({ 'data-testid': 'task-row', 'data-task-id': task.task_id })}
      emptyTestId="task-empty"
      emptyText={t('empty')}
      sx={TABLE_SX}
      containerSx={CONTAINER_SX}
    />
  );
}
