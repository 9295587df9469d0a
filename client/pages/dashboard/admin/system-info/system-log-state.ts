import { defineSearchState, oneOfField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';
import type { SystemLogEntry } from '#shared/api/schemas/system-info.ts';
import { formatDateTime } from '#shared/format/date.ts';

/** How many of the latest lines to ask for; one-hub keeps 500. */
export const LINE_COUNTS = [50, 100, 200, 500] as const;
/** The levels one-hub writes (`ERR`, not `ERROR`); '' = every level. */
export const LEVELS = ['', 'INFO', 'WARN', 'ERR', 'DEBUG'] as const;

/**
 * The system log's URL state: the count is what the gateway is asked for; the search (any part
 * of a line, without case) and the level only filter the lines it sent.
 */
export const SYSTEM_LOG_STATE = defineSearchState({
  count: oneOfField('count', LINE_COUNTS, 100),
  q: textField('q'),
  level: oneOfField('level', LEVELS, ''),
});
export type SystemLogQuery = SearchStateOf<typeof SYSTEM_LOG_STATE>;

/** A line as the page shows and copies it: its time in the reader's zone, its level, its message (trailing newline dropped). */
export interface LogLine {
  time: string;
  level: string;
  message: string;
}

export function toLogLine(entry: SystemLogEntry, timeZone: string): LogLine {
  const ms = Date.parse(entry.Timestamp);
  return {
    time: Number.isNaN(ms) ? entry.Timestamp : formatDateTime(Math.floor(ms / 1000), timeZone),
    level: entry.Level.toUpperCase(),
    message: entry.Message.replace(/\s+$/, ''),
  };
}

/** One line of plain text, as the copy button writes it. */
export function lineText(line: LogLine): string {
  return `${line.time} [${line.level}] ${line.message}`;
}

/** The lines the search and the level leave, in the gateway's order (oldest first). */
export function filterLines(lines: readonly LogLine[], { q, level }: Pick<SystemLogQuery, 'q' | 'level'>): LogLine[] {
  const needle = q.trim().toLowerCase();
  return lines.filter((line) => (level === '' || line.level === level) && (needle === '' || lineText(line).toLowerCase().includes(needle)));
}
