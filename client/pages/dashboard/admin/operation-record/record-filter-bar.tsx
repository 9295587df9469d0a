import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { FilterBar, FilterResetButton, FilterCell } from '#client/components/list-toolbar/filter-bar.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { TimeRangeFields } from '#client/components/task-kit/filter-fields.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { useTargetTypeLabel } from './action-label.tsx';
import { RECORD_LIST_STATE } from './record-list-state.ts';
import type { RecordListQuery } from './record-list-state.ts';
import { KNOWN_TARGET_TYPES } from './record-labels.ts';

type TextKey = 'action' | 'targetId' | 'ip';

const TEXT_FIELDS: readonly { field: TextKey; label: string; param: string }[] = [
  { field: 'action', label: 'filter.action', param: 'action' },
  { field: 'targetId', label: 'filter.targetId', param: 'target_id' },
  { field: 'ip', label: 'filter.ip', param: 'ip' },
];

const ACTIONS_SX = { justifyContent: 'flex-end' } as const;

/** Time range, action, target type and id, actor, IP (all in the URL), refresh and reset. */
export function RecordFilterBar({ state }: { state: UrlState<RecordListQuery> }) {
  const { t } = useTranslation('operation_record');
  const revalidator = useRevalidator();
  const typeLabel = useTargetTypeLabel();
  const { draft } = state;
  const input = { size: 'small', fullWidth: true } as const;
  // A type in the URL that this console does not know still shows as chosen.
  const types =
    KNOWN_TARGET_TYPES.includes(draft.targetType as (typeof KNOWN_TARGET_TYPES)[number]) || !draft.targetType
      ? KNOWN_TARGET_TYPES
      : [...KNOWN_TARGET_TYPES, draft.targetType];

  return (
    <FilterBar
      testId="record-filters"
      actionsSx={ACTIONS_SX}
      actions={
        <>
          <Button variant="outlined" onClick={() => void revalidator.revalidate()} data-testid="record-refresh">
            {t('filter.refresh')}
          </Button>
          <FilterResetButton
            variant="text"
            label={t('filter.reset')}
            canReset={hasActiveState(RECORD_LIST_STATE, draft, ['page', 'size', 'order'])}
            onReset={() => state.reset(['size'])}
            testId="record-filter-reset"
          />
        </>
      }
    >
      <TimeRangeFields
        state={state}
        labels={{ start: t('filter.start'), end: t('filter.end') }}
        testIds={{ start: 'record-filter-start_timestamp', end: 'record-filter-end_timestamp' }}
      />
      <FilterCell>
        <ListFilter
          fullWidth
          label={t('filter.targetType')}
          name="target_type"
          value={draft.targetType}
          options={[{ value: '', label: t('filter.anyType') }, ...types.map((type) => ({ value: type, label: typeLabel(type) }))]}
          onChange={(value) => state.set({ targetType: value })}
        />
      </FilterCell>
      <FilterCell>
        <TextField
          {...input}
          label={t('filter.userId')}
          value={draft.userId ?? ''}
          onChange={(event) => {
            const value = event.target.value.trim();
            state.set({ userId: /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null }, { debounce: true });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'record-filter-user_id', inputMode: 'numeric', maxLength: 9 } }}
        />
      </FilterCell>
      {TEXT_FIELDS.map(({ field, label, param }) => (
        <FilterCell key={field}>
          <TextField
            {...input}
            label={t(label)}
            value={draft[field]}
            onChange={(event) => state.set({ [field]: event.target.value.trim() }, { debounce: true })}
            {...(field === 'action' ? { helperText: t('filter.actionHint') } : {})}
            slotProps={{ htmlInput: { 'data-testid': `record-filter-${param}`, maxLength: 64 } }}
          />
        </FilterCell>
      ))}
    </FilterBar>
  );
}
