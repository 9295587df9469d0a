import { useTranslation } from 'react-i18next';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { TextFilterField, filterBinder } from '#client/components/task-kit/filter-fields.tsx';
import { TaskFilters } from '#client/components/task-kit/task-filters.tsx';
import { MJ_LIST_STATE } from './mj-list-state.ts';
import type { MjListQuery } from './mj-list-state.ts';

/** Task id and submit time (admins: channel), kept in the URL: the filters upstream applies. */
export function MjFilterBar({ state, isAdmin }: { state: UrlState<MjListQuery>; isAdmin: boolean }) {
  const { t } = useTranslation('task');
  return (
    <TaskFilters
      kind="mj"
      state={state}
      codec={MJ_LIST_STATE}
      isAdmin={isAdmin}
      fields={<TextFilterField label={t('filter.mjId')} {...filterBinder(state, 'mj')('mjId', 'mj_id')} />}
    />
  );
}
