import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TASK_PLATFORMS, TASK_STATUSES } from '#shared/api/schemas/task.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterActions } from '#client/components/task-kit/filter-actions.tsx';
import { IdFilterField, SelectField, TextFilterField, TimeRangeFields } from '#client/components/task-kit/filter-fields.tsx';
import { TASK_ACTIONS, TASK_LIST_STATE } from './task-list-state.ts';
import type { TaskListQuery } from './task-list-state.ts';

/** Platform, action, status, task id, submit time (admins: channel and user), kept in the URL. */
export function TaskFilterBar({ state, isAdmin }: { state: UrlState<TaskListQuery>; isAdmin: boolean }) {
  const { t } = useTranslation('task');
  const { draft } = state;
  const any = { value: '' as const, label: t('filter.any') };
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="task-filters">
      <Grid container spacing={2}>
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
        <TimeRangeFields
          start={draft.start}
          end={draft.end}
          labels={{ start: t('filter.start'), end: t('filter.end') }}
          onChange={(change) => state.set(change, { debounce: true })}
        />
        {isAdmin ? (
          <>
            <IdFilterField
              label={t('filter.channel')}
              value={draft.channelId}
              testId="task-filter-channel_id"
              onChange={(channelId) => state.set({ channelId }, { debounce: true })}
            />
            <IdFilterField
              label={t('filter.user')}
              value={draft.userId}
              testId="task-filter-user_id"
              onChange={(userId) => state.set({ userId }, { debounce: true })}
            />
          </>
        ) : null}
      </Grid>
      <FilterActions
        canReset={hasActiveState(TASK_LIST_STATE, draft, ['order'])}
        onReset={() => state.reset(['size'])}
        testIdPrefix="task"
      />
    </Stack>
  );
}
