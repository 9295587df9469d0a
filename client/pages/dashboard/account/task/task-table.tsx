import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Task } from '#shared/api/schemas/task.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { ProgressCell, StatusCell } from '#client/components/task-kit/task-cells.tsx';
import { durationSeconds } from '#client/components/task-kit/task-format.ts';
import { RowActionButton } from '#client/components/table/table-cells.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const REASON_SX = { display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A label key of the translated names, or the gateway's own text for one the console does not know. */
function labelOf(t: (key: string, options: { defaultValue: string }) => string, group: string, value: string): string {
  return value === '' ? '—' : t(`${group}.${value}`, { defaultValue: value });
}

/** One page of tasks; admins also see the channel and user columns. */
export function TaskTable({ tasks, isAdmin, onOpen }: { tasks: Task[]; isAdmin: boolean; onOpen(task: Task): void }) {
  const { t } = useTranslation('task');
  const timeZone = useTimeZone();
  const time = (seconds: number) => (seconds > 0 ? formatDateTime(seconds, timeZone) : '—');
  const columns = [
    'taskId',
    'submitTime',
    'finishTime',
    ...(isAdmin ? ['channel', 'user'] : []),
    'platform',
    'action',
    'duration',
    'progress',
    'status',
    'failReason',
    'detail',
  ];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="task-table">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={NOWRAP} data-column={column}>
                {t(`column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => {
            const duration = durationSeconds(task.submit_time, task.finish_time);
            return (
              <TableRow key={task.id} hover data-testid="task-row" data-task-id={task.task_id}>
                <TableCell sx={NOWRAP}>
                  <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                    {task.task_id}
                  </Typography>
                </TableCell>
                <TableCell sx={NOWRAP}>{time(task.submit_time)}</TableCell>
                <TableCell sx={NOWRAP}>{time(task.finish_time)}</TableCell>
                {isAdmin ? (
                  <>
                    <TableCell data-testid="task-channel">{task.channel_id || '—'}</TableCell>
                    <TableCell data-testid="task-user">{task.user_id}</TableCell>
                  </>
                ) : null}
                <TableCell sx={NOWRAP}>{labelOf(t, 'platform', task.platform)}</TableCell>
                <TableCell sx={NOWRAP}>{labelOf(t, 'action', task.action)}</TableCell>
                <TableCell sx={NOWRAP}>{duration === null ? '—' : t('duration', { seconds: duration })}</TableCell>
                <TableCell>
                  <ProgressCell progress={task.progress} />
                </TableCell>
                <TableCell>
                  <StatusCell status={task.status} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" component="span" title={task.fail_reason || undefined} sx={REASON_SX}>
                    {task.fail_reason || '—'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <RowActionButton
                    icon="search"
                    title={t('detail.open')}
                    label={t('detail.openFor', { id: task.task_id })}
                    onClick={() => onOpen(task)}
                    testId="task-open"
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {tasks.length === 0 ? (
            <EmptyRow colSpan={columns.length} testId="task-empty">
              {t('empty')}
            </EmptyRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
