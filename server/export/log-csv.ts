import type { ExportLog } from './log-pages.ts';
import { formatParts, zoneOffsetMs } from '#shared/format/date.ts';
import { formatAmount } from '#shared/format/quota.ts';
import { safeCell } from '#shared/format/csv-cell.ts';

/** CSV columns of the log export; `admin` ones only when the export uses `/api/log/`. */
const COLUMNS = [
  { key: 'time', admin: false },
  { key: 'timestamp', admin: false },
  { key: 'type', admin: false },
  { key: 'user', admin: true },
  { key: 'token', admin: false },
  { key: 'model', admin: false },
  { key: 'prompt_tokens', admin: false },
  { key: 'completion_tokens', admin: false },
  { key: 'quota', admin: false },
  { key: 'cost', admin: false },
  { key: 'request_time', admin: false },
  { key: 'stream', admin: false },
  { key: 'source_ip', admin: false },
  { key: 'channel_id', admin: true },
  { key: 'channel_name', admin: true },
  { key: 'content', admin: false },
] as const;
export type LogCsvColumn = (typeof COLUMNS)[number]['key'];

const ADMIN_COLUMNS: readonly LogCsvColumn[] = COLUMNS.map((c) => c.key);
const USER_COLUMNS: readonly LogCsvColumn[] = COLUMNS.filter((c) => !c.admin).map((c) => c.key);

/** The export's columns for an admin or a user, computed once (every row asks). */
export function logCsvColumns(isAdmin: boolean): readonly LogCsvColumn[] {
  return isAdmin ? ADMIN_COLUMNS : USER_COLUMNS;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * `YYYY-MM-DD HH:mm:ss` in a zone, as shared/format/date.ts writes it, but fast enough for
 * 50,000 rows: the zone's offset is asked once per quarter hour (offsets and their changes fall
 * on quarter hours), the rest is arithmetic. Intl per row took most of an export's time.
 */
export function createTimeFormatter(timeZone: string): (seconds: number) => string {
  const offsets = new Map<number, number>();
  function offsetAt(ms: number): number {
    const bucket = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      offset = zoneOffsetMs(bucket * QUARTER_HOUR_MS, timeZone);
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(bucket, offset);
    }
    return offset;
  }
  return (seconds) => {
    if (!Number.isFinite(seconds) || seconds <= 0) return '';
    const ms = seconds * 1000;
    const d = new Date(ms + offsetAt(ms));
    return formatParts({
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    });
  };
}

export interface LogCsvContext {
  isAdmin: boolean;
  formatTime(seconds: number): string;
  quotaPerUnit: number;
  /** The translated type name (`Consume`, `消费`, …). */
  typeLabel(type: number): string;
  yes: string;
  no: string;
}

export { safeCell };

/** Dollars with 6 decimals, trailing zeros kept off: 0.000123 (the console's usage figure without `$`). */
export function costOf(quota: number, quotaPerUnit: number): string {
  return formatAmount(quota, quotaPerUnit, 6).slice(1);
}

/** One CSV record (cells in `logCsvColumns` order). */
export function logCsvRecord(row: ExportLog, context: LogCsvContext): string[] {
  const cells: Record<LogCsvColumn, string> = {
    time: context.formatTime(row.created_at),
    timestamp: String(row.created_at),
    type: context.typeLabel(row.type),
    user: safeCell(row.username),
    token: safeCell(row.token_name),
    model: safeCell(row.model_name),
    prompt_tokens: String(row.prompt_tokens),
    completion_tokens: String(row.completion_tokens),
    quota: String(row.quota),
    cost: costOf(row.quota, context.quotaPerUnit),
    request_time: String(row.request_time),
    stream: row.is_stream ? context.yes : context.no,
    source_ip: safeCell(row.source_ip),
    channel_id: row.channel_id ? String(row.channel_id) : '',
    channel_name: safeCell(row.channel?.name ?? ''),
    content: safeCell(row.content),
  };
  return logCsvColumns(context.isAdmin).map((key) => cells[key]);
}
