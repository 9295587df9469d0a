import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { secondsToLocalInput } from '#shared/format/date.ts';
import { inputToFilterSeconds } from '#shared/logs/log-filters.ts';

const FIELD = { size: 'small', fullWidth: true } as const;
const CELL = { xs: 12, sm: 6, md: 3 } as const;

/** A time range (datetime-local in the page's zone), as Unix seconds; 0 = open. */
export function TimeRangeFields({
  start,
  end,
  labels,
  onChange,
  testIdPrefix = 'task',
  testIds = { start: `${testIdPrefix}-filter-start`, end: `${testIdPrefix}-filter-end` },
}: {
  start: number;
  end: number;
  labels: { start: string; end: string };
  onChange(change: { start?: number; end?: number }): void;
  /** `<prefix>-filter-start` / `-end`: the list the range filters. */
  testIdPrefix?: string;
  /** The inputs' test ids where a list names them otherwise (`log-filter-start_timestamp`). */
  testIds?: { start: string; end: string };
}) {
  const timeZone = useTimeZone();
  return (
    <>
      <Grid size={CELL}>
        <TextField
          {...FIELD}
          type="datetime-local"
          label={labels.start}
          value={secondsToLocalInput(start, timeZone)}
          onChange={(event) => onChange({ start: inputToFilterSeconds(event.target.value, timeZone) })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testIds.start } }}
        />
      </Grid>
      <Grid size={CELL}>
        <TextField
          {...FIELD}
          type="datetime-local"
          label={labels.end}
          value={secondsToLocalInput(end, timeZone)}
          onChange={(event) => onChange({ end: inputToFilterSeconds(event.target.value, timeZone) })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testIds.end } }}
        />
      </Grid>
    </>
  );
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
    <Grid size={CELL}>
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
    </Grid>
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
    <Grid size={CELL}>
      <TextField
        {...FIELD}
        label={label}
        value={value}
        onChange={(event) => onChange(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 100, ...(numeric ? { inputMode: 'numeric' } : {}) } }}
      />
    </Grid>
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
