import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import type { SearchStateCodec } from '#shared/url-state/search-state.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterBar, FilterRefreshButton, FilterResetButton } from '#client/components/list-toolbar/filter-bar.tsx';
import { IdFilterField, TimeRangeFields, filterBinder } from './filter-fields.tsx';
import type { TaskListKind } from './task-table.tsx';

/** What both task lists' URL states hold: the submit-time range, the admins' channel, the sort and page size. */
export interface TaskFilterQuery {
  start: number;
  end: number;
  channelId: number | null;
  order: string;
  size: number;
}

/**
 * The filter bar of the task and Midjourney lists: the list's own fields, the submit-time
 * range, for admins the channel (and what else the list filters by), then reset and refresh.
 * Both lists had the same frame, range and channel field; they now give only their fields.
 */
export function TaskFilters<Q extends TaskFilterQuery>({
  kind,
  state,
  codec,
  isAdmin,
  fields,
  adminFields,
}: {
  kind: TaskListKind;
  /** The list's state, which is also a state of the shared fields (its methods take any of its fields). */
  state: UrlState<Q> & UrlState<TaskFilterQuery>;
  codec: SearchStateCodec<Q>;
  isAdmin: boolean;
  /** The list's fields before the time range. */
  fields: ReactNode;
  /** The admins' fields after the channel. */
  adminFields?: ReactNode;
}) {
  const { t } = useTranslation('task');
  const shared: UrlState<TaskFilterQuery> = state;
  const { draft } = state;
  return (
    <FilterBar
      testId={`${kind}-filters`}
      actions={
        <>
          <FilterResetButton
            label={t('filter.reset')}
            canReset={hasActiveState(codec, draft, ['order'])}
            onReset={() => shared.reset(['size'])}
            testId={`${kind}-filter-reset`}
          />
          <FilterRefreshButton label={t('filter.refresh')} testId={`${kind}-refresh`} />
        </>
      }
    >
      {fields}
      <TimeRangeFields state={shared} labels={{ start: t('filter.start'), end: t('filter.end') }} />
      {isAdmin ? (
        <>
          <IdFilterField label={t('filter.channel')} {...filterBinder(shared, kind)('channelId', 'channel_id')} />
          {adminFields}
        </>
      ) : null}
    </FilterBar>
  );
}
