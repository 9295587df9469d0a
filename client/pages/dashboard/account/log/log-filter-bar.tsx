import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { secondsToLocalInput } from '#shared/format/date.ts';
import { hasActiveFilter, inputToFilterSeconds } from '#shared/logs/log-filters.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
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
  const timeZone = useTimeZone();
  const { draft } = state;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  const inputProps = { size: 'small', fullWidth: true } as const;
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ p: 2 }} data-testid="log-filters">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...inputProps}
            type="datetime-local"
            label={t('log:filter.start')}
            value={secondsToLocalInput(draft.start, timeZone)}
            onChange={(event) => state.set({ start: inputToFilterSeconds(event.target.value, timeZone) }, { debounce: true })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'log-filter-start_timestamp' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...inputProps}
            type="datetime-local"
            label={t('log:filter.end')}
            value={secondsToLocalInput(draft.end, timeZone)}
            onChange={(event) => state.set({ end: inputToFilterSeconds(event.target.value, timeZone) }, { debounce: true })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'log-filter-end_timestamp' } }}
          />
        </Grid>
        {TEXT_FIELDS.filter((f) => (isAdmin || !f.admin) && (ipFilter || f.field !== 'sourceIp')).map(({ field, label, param }) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              {...inputProps}
              label={t(label)}
              value={draft[field]}
              onChange={(event) => state.set({ [field]: event.target.value }, { debounce: true })}
              slotProps={{ htmlInput: { 'data-testid': `log-filter-${param}`, maxLength: 100 } }}
            />
          </Grid>
        ))}
        {isAdmin ? (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              {...inputProps}
              type="number"
              label={t('log:filter.channel')}
              value={draft.channelId || ''}
              onChange={(event) => state.set({ channelId: Math.max(0, Math.trunc(Number(event.target.value)) || 0) }, { debounce: true })}
              slotProps={{ htmlInput: { 'data-testid': 'log-filter-channel_id', min: 1 } }}
            />
          </Grid>
        ) : null}
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" data-testid="log-search">
          {t('log:filter.search')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          onClick={() => state.reset(['size'])}
          disabled={!hasActiveFilter(draft)}
          data-testid="log-reset"
        >
          {t('log:filter.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
