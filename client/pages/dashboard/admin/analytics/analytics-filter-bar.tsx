import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ANALYTICS_PRESETS, ANALYTICS_STATE, utcDay } from '#shared/analytics/analytics-query.ts';
import type { AnalyticsPreset, AnalyticsQuery, AnalyticsRange } from '#shared/analytics/analytics-query.ts';
import { ANALYTICS_GROUP_TYPES } from '#shared/api/schemas/analytics.ts';
import type { AnalyticsGroupType } from '#shared/api/schemas/analytics.ts';
import { EMPTY_LOG_FILTERS, logFiltersToParams } from '#shared/logs/log-filters.ts';
import { pathOf } from '#shared/route-paths.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { FilterBar, FilterRefreshButton, FilterResetButton, FilterCell } from '#client/components/list-toolbar/filter-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { IdFilterField, SelectField, filterBinder } from '#client/components/task-kit/filter-fields.tsx';

const ACTIONS_SX = { alignItems: 'center' } as const;

/**
 * The logs page showing exactly the rows behind the page's usage figures: consume rows, the
 * range's two bounds in seconds, the user by name (the logs page filters by username).
 */
export function logsLinkOf(range: Pick<AnalyticsRange, 'start' | 'end'>, username: string | null): string {
  const params = logFiltersToParams({ ...EMPTY_LOG_FILTERS, logType: 2, start: range.start, end: range.end, username: username ?? '' });
  return pathOf('dashboard.log', { query: params });
}

/** A custom range's bound: a UTC day (`YYYY-MM-DD`) in its grid cell. */
function DayField({ label, value, testId, onChange }: { label: string; value: string; testId: string; onChange(day: string): void }) {
  return (
    <FilterCell>
      <TextField
        size="small"
        fullWidth
        type="date"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      />
    </FilterCell>
  );
}

/**
 * Range (7 days, 30 days, this month, custom UTC days), user id and grouping, all in the URL;
 * the range's exact bounds, and a link to the same rows on the logs page.
 */
export function AnalyticsFilterBar({
  state,
  range,
  groupTypes,
  logsLink,
}: {
  state: UrlState<AnalyticsQuery>;
  range: AnalyticsRange;
  groupTypes: readonly string[];
  /** The same rows on the logs page; null when the filtered user's name is unknown. */
  logsLink: string | null;
}) {
  const { t } = useTranslation('analytics');
  const { draft } = state;
  const custom = draft.range === 'custom';
  const supported = ANALYTICS_GROUP_TYPES.filter((type) => groupTypes.includes(type));
  const first = range.days[0] ?? utcDay(range.start);
  const last = range.days.at(-1) ?? utcDay(range.end);

  function pickPreset(preset: AnalyticsPreset) {
    // A custom range starts from the range shown, so switching to it changes nothing yet.
    state.set(
      preset === 'custom' ? { range: preset, from: draft.from || first, to: draft.to || last } : { range: preset, from: '', to: '' },
    );
  }

  return (
    <FilterBar
      testId="analytics-filters"
      wrapActions
      actionsSx={ACTIONS_SX}
      note={
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid="analytics-range"
          data-start={range.start}
          data-end={range.end}
        >
          {t('filter.shown', { first, last, days: range.days.length })}
        </Typography>
      }
      actions={
        <>
          <FilterResetButton
            label={t('filter.reset')}
            canReset={hasActiveState(ANALYTICS_STATE, draft)}
            onReset={() => state.reset()}
            testId="analytics-filter-reset"
          />
          <FilterRefreshButton label={t('filter.refresh')} />
          {logsLink ? (
            <Link component={RouterLink} to={logsLink} data-testid="analytics-logs-link">
              {t('filter.logs')}
            </Link>
          ) : null}
        </>
      }
    >
      <SelectField
        label={t('filter.range')}
        value={draft.range}
        options={ANALYTICS_PRESETS.map((value) => ({ value, label: t(`filter.preset.${value}`) }))}
        testId="analytics-filter-range"
        onChange={(value) => pickPreset((value || '7d') as AnalyticsPreset)}
      />
      {custom ? (
        <>
          <DayField
            label={t('filter.from')}
            value={draft.from}
            testId="analytics-filter-from"
            onChange={(from) => state.set({ from }, { debounce: true })}
          />
          <DayField
            label={t('filter.to')}
            value={draft.to}
            testId="analytics-filter-to"
            onChange={(to) => state.set({ to }, { debounce: true })}
          />
        </>
      ) : null}
      <IdFilterField label={t('filter.user')} {...filterBinder(state, 'analytics')('userId', 'user_id')} />
      <SelectField
        label={t('filter.groupType')}
        value={draft.groupType}
        options={supported.map((value) => ({ value, label: t(`group.${value}`) }))}
        testId="analytics-filter-group_type"
        onChange={(value) => state.set({ groupType: (value || 'model') as AnalyticsGroupType })}
      />
    </FilterBar>
  );
}
