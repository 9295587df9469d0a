import { useTranslation } from 'react-i18next';
import { TASK_PLATFORMS, TASK_STATUSES } from '#shared/api/schemas/task.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { IdFilterField, SelectField, TextFilterField, filterBinder } from '#client/components/task-kit/filter-fields.tsx';
import { TaskFilters } from '#client/components/task-kit/task-filters.tsx';
import { TASK_ACTIONS, TASK_LIST_STATE } from './task-list-state.ts';
import type { TaskListQuery } from './task-list-state.ts';

/** Platform, action, status, task id, submit time (admins: channel and user), kept in the URL. */
export function TaskFilterBar({ state, isAdmin }: { state: UrlState<TaskListQuery>; isAdmin: boolean }) {
  const { t } = useTranslation('task');
  const bind = filterBinder(state, 'task');
  const any = { value: '' as const, label: t('filter.any') };
  const pick = { debounce: false };
  return (
    <TaskFilters
      kind="task"
      state={state}
      codec={TASK_LIST_STATE}
      isAdmin={isAdmin}
      fields={
        <>
          <SelectField
            label={t('filter.platform')}
            options={[any, ...TASK_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))]}
            {...bind('platform', 'platform', pick)}
          />
          <SelectField
            label={t('filter.action')}
            options={[any, ...TASK_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) }))]}
            {...bind('action', 'action', pick)}
          />
          <SelectField
            label={t('filter.status')}
            options={[any, ...TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
            {...bind('status', 'status', pick)}
          />
          <TextFilterField label={t('filter.taskId')} {...bind('taskId', 'task_id')} />
        </>
      }
      adminFields={<IdFilterField label={t('filter.user')} {...bind('userId', 'user_id')} />}
    />
  );
}
