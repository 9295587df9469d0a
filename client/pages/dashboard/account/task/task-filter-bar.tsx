import { useTranslation } from 'react-i18next';
import { TASK_PLATFORMS, TASK_STATUSES } from '#shared/api/schemas/task.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { IdFilterField, SelectField, TextFilterField } from '#client/components/task-kit/filter-fields.tsx';
import { TaskFilters } from '#client/components/task-kit/task-filters.tsx';
import { TASK_ACTIONS, TASK_LIST_STATE } from './task-list-state.ts';
import type { TaskListQuery } from './task-list-state.ts';

/** Platform, action, status, task id, submit time (admins: channel and user), kept in the URL. */
export function TaskFilterBar({ state, isAdmin }: { state: UrlState<TaskListQuery>; isAdmin: boolean }) {
  const { t } = useTranslation('task');
  const { draft } = state;
  const any = { value: '' as const, label: t('filter.any') };
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
            value={draft.platform}
            options={[any, ...TASK_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))]}
            testId="task-filter-platform"
            onChange={(platform) => state.set({ platform })}
          />
          <SelectField
            label={t('filter.action')}
            value={draft.action}
            options={[any, ...TASK_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) }))]}
            testId="task-filter-action"
            onChange={(action) => state.set({ action })}
          />
          <SelectField
            label={t('filter.status')}
            value={draft.status}
            options={[any, ...TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
            testId="task-filter-status"
            onChange={(status) => state.set({ status })}
          />
          <TextFilterField
            label={t('filter.taskId')}
            value={draft.taskId}
            testId="task-filter-task_id"
            onChange={(taskId) => state.set({ taskId }, { debounce: true })}
          />
        </>
      }
      adminFields={
        <IdFilterField
          label={t('filter.user')}
          value={draft.userId}
          testId="task-filter-user_id"
          onChange={(userId) => state.set({ userId }, { debounce: true })}
        />
      }
    />
  );
}
