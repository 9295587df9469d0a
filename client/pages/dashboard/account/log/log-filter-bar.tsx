import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasActiveFilter } from '#shared/logs/log-filters.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterBar, FilterResetButton, FilterCell } from '#client/components/list-toolbar/filter-bar.tsx';
import { TextFilterField, TimeRangeFields } from '#client/components/task-kit/filter-fields.tsx';
import type { LogFilters } from '#shared/logs/log-filters.ts';

type TextKey = 'tokenName' | 'modelName' | 'sourceIp' | 'username';

const TEXT_FIELDS: { field: TextKey; label: string; param: string; admin: boolean }[] = [
  { field: 'tokenName', label: 'log:filter.token', param: 'token_name', admin: false },
  { field: 'modelName', label: 'log:filter.model', param: 'model_name', admin: false },
  { field: 'sourceIp', label: 'log:filter.ip', param: 'source_ip', admin: false },
  { field: 'username', label: 'log:filter.username', param: 'username', admin: true },
];

/** Time range, key, model, source IP (admins: user, channel), search and reset. */
export function LogFilterBar({
  state,
  isAdmin,
  ipFilter,
  onSearch,
}: {
  state: UrlState<LogFilters>;
  isAdmin: boolean;
  /** The gateway applies the source-IP filter (admins always; users only where it says so). */
  ipFilter: boolean;
  onSearch(): void;
}) {
  const { t } = useTranslation('log');
  const { draft } = state;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  const inputProps = { size: 'small', fullWidth: true } as const;
  return (
    <FilterBar
      testId="log-filters"
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" variant="contained" data-testid="log-search">
            {t('log:filter.search')}
          </Button>
          <FilterResetButton
            label={t('log:filter.reset')}
            canReset={hasActiveFilter(draft)}
            onReset={() => state.reset(['size'])}
            testId="log-reset"
          />
        </>
      }
    >
      <TimeRangeFields
        state={state}
        labels={{ start: t('log:filter.start'), end: t('log:filter.end') }}
        testIds={{ start: 'log-filter-start_timestamp', end: 'log-filter-end_timestamp' }}
      />
      {TEXT_FIELDS.filter((f) => (isAdmin || !f.admin) && (ipFilter || f.field !== 'sourceIp')).map(({ field, label, param }) => (
        <TextFilterField
          key={field}
          label={t(label)}
          value={draft[field]}
          testId={`log-filter-${param}`}
          onChange={(value) => state.set({ [field]: value }, { debounce: true })}
        />
      ))}
      {isAdmin ? (
        <FilterCell>
          <TextField
            {...inputProps}
            type="number"
            label={t('log:filter.channel')}
            value={draft.channelId || ''}
            onChange={(event) => state.set({ channelId: Math.max(0, Math.trunc(Number(event.target.value)) || 0) }, { debounce: true })}
            slotProps={{ htmlInput: { 'data-testid': 'log-filter-channel_id', min: 1 } }}
          />
        </FilterCell>
      ) : null}
    </FilterBar>
  );
}
