import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterActions } from '#client/components/task-kit/filter-actions.tsx';
import { IdFilterField, TextFilterField, TimeRangeFields } from '#client/components/task-kit/filter-fields.tsx';
import { MJ_LIST_STATE } from './mj-list-state.ts';
import type { MjListQuery } from './mj-list-state.ts';

/** Task id and submit time (admins: channel), kept in the URL: the filters upstream applies. */
export function MjFilterBar({ state, isAdmin }: { state: UrlState<MjListQuery>; isAdmin: boolean }) {
  const { t } = useTranslation('task');
  const { draft } = state;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="mj-filters">
      <Grid container spacing={2}>
        <TextFilterField
          label={t('filter.mjId')}
          value={draft.mjId}
          testId="mj-filter-mj_id"
          onChange={(mjId) => state.set({ mjId }, { debounce: true })}
        />
        <TimeRangeFields
          start={draft.start}
          end={draft.end}
          labels={{ start: t('filter.start'), end: t('filter.end') }}
          onChange={(change) => state.set(change, { debounce: true })}
        />
        {isAdmin ? (
          <IdFilterField
            label={t('filter.channel')}
            value={draft.channelId}
            testId="mj-filter-channel_id"
            onChange={(channelId) => state.set({ channelId }, { debounce: true })}
          />
        ) : null}
      </Grid>
      <FilterActions canReset={hasActiveState(MJ_LIST_STATE, draft, ['order'])} onReset={() => state.reset(['size'])} testIdPrefix="mj" />
    </Stack>
  );
}
