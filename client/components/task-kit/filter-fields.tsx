import TextField from '@mui/material/TextField';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { secondsToLocalInput } from '#shared/format/date.ts';
import { inputToFilterSeconds } from '#shared/logs/log-filters.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterCell } from '#client/components/list-toolbar/filter-bar.tsx';

const FIELD = { size: 'small', fullWidth: true } as const;

/** The bounds of a list's time filter, as Unix seconds (0 = open). */
export interface TimeRange {
  start: number;
  end: number;
}

/**
 * A time range of a list's URL state (datetime-local in the page's zone), as Unix seconds;
 * typing writes the URL after a pause.
 */
export function TimeRangeFields({
  state,
  labels,
  testIdPrefix = 'task',
  testIds = { start: `${testIdPrefix}-filter-start`, end: `${testIdPrefix}-filter-end` },
}: {
  state: UrlState<TimeRange>;
  labels: { start: string; end: string };
  /** `<prefix>-filter-start` / `-end`: the list the range filters. */
  testIdPrefix?: string;
  /** The inputs' test ids where a list names them otherwise (`log-filter-start_timestamp`). */
  testIds?: { start: string; end: string };
}) {
  const timeZone = useTimeZone();
  return (['start', 'end'] as const).map((bound) => (
    <FilterCell key={bound}>
      <TextField
        {...FIELD}
        type="datetime-local"
        label={labels[bound]}
        value={secondsToLocalInput(state.draft[bound], timeZone)}
        onChange={(event) => state.set({ [bound]: inputToFilterSeconds(event.target.value, timeZone) }, { debounce: true })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testIds[bound] } }}
      />
    </FilterCell>
  ));
}

/** A native select (light: no menu or popover code) with "any" as '' first. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  testId,
  onChange,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V | ''; label: string }[];
  testId: string;
  onChange(value: V | ''): void;
}) {
  return (
    <FilterCell>
      <TextField
        {...FIELD}
        select
        label={label}
        value={value}
        onChange={(event) => onChange((options.find((option) => option.value === event.target.value)?.value ?? '') as V | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </FilterCell>
  );
}

/** A free-text filter (an id), typed with a pause before the URL follows. */
export function TextFilterField({
  label,
  value,
  testId,
  numeric = false,
  onChange,
}: {
  label: string;
  value: string;
  testId: string;
  numeric?: boolean;
  onChange(value: string): void;
}) {
  return (
    <FilterCell>
      <TextField
        {...FIELD}
        label={label}
        value={value}
        onChange={(event) => onChange(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 100, ...(numeric ? { inputMode: 'numeric' } : {}) } }}
      />
    </FilterCell>
  );
}

/** An id filter (channel, user, gateway): digits only; empty (or 0, which no row has) is no filter. */
export function IdFilterField({
  label,
  value,
  testId,
  onChange,
}: {
  label: string;
  value: number | null;
  testId: string;
  onChange(id: number | null): void;
}) {
  return (
    <TextFilterField
      label={label}
      value={value === null ? '' : String(value)}
      numeric
      testId={testId}
      onChange={(text) => onChange(Number(text) || null)}
    />
  );
}

/**
 * Binds filter fields to a list's URL state: a field's value is the draft's, its test id
 * `<prefix>-filter-<param>` (the gateway's name of the filter), and a change writes the field
 * (typed text waits for a pause; `{ debounce: false }` for a pick that applies at once).
 * Every filter bar had spelled these three props out for each of its fields.
 */
export function filterBinder<Q extends object>(state: UrlState<Q>, prefix: string) {
  return <K extends keyof Q & string>(key: K, param: string, { debounce = true }: { debounce?: boolean } = {}) => ({
    value: state.draft[key],
    testId: `${prefix}-filter-${param}`,
    onChange: (value: Q[K]) => {
      const patch: Partial<Q> = {};
      patch[key] = value;
      state.set(patch, { debounce });
    },
  });
}
