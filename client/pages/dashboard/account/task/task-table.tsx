import { useTranslation } from 'react-i18next';
import type { Task } from '#shared/api/schemas/task.ts';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { ClippedText } from '#client/components/task-kit/task-cells.tsx';
import { TaskListTable, useTaskColumns } from '#client/components/task-kit/task-table.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A label key of the translated names, or the gateway's own text for one the console does not know. */
function labelOf(t: (key: string, options: { defaultValue: string }) => string, group: string, value: string): string {
  return value === '' ? '—' : t(`${group}.${value}`, { defaultValue: value });
}

const taskKey = (task: Task) => task.task_id;

/** One page of tasks; admins also see the channel and user columns. */
export function TaskTable({ tasks, isAdmin, onOpen }: { tasks: Task[]; isAdmin: boolean; onOpen(task: Task): void }) {
  const { t } = useTranslation('task');
  const shared = useTaskColumns<Task>({ kind: 'task', idColumn: 'taskId', rowKey: taskKey, onOpen });
  const { column } = shared;
  const columns: DataColumn<Task>[] = [
    shared.id,
    shared.submitTime,
    shared.finishTime,
    ...shared.admin(isAdmin),
    column('platform', (task) => labelOf(t, 'platform', task.platform), { sx: NOWRAP }),
    column('action', (task) => labelOf(t, 'action', task.action), { sx: NOWRAP }),
    shared.duration,
    shared.progress,
    shared.status,
    column('failReason', (task) => <ClippedText text={task.fail_reason} />),
    shared.detail,
  ];
  return <TaskListTable kind="task" columns={columns} rows={tasks} rowKey={taskKey} />;
}
