/**
 * The log table's columns in display order (which ones only admins get below). What a reader
 * looks for first comes first (issue 36 item 11): the toggle of the row's detail, when, which
 * model, with which key, the tokens, the cost, how it went; then the rest.
 */
export const LOG_COLUMNS = [
  'detail',
  'time',
  'model',
  'token',
  'prompt',
  'completion',
  'quota',
  'duration',
  'type',
  'group',
  'channel',
  'user',
  'ip',
] as const;
export type LogColumn = (typeof LOG_COLUMNS)[number];

const ADMIN_ONLY: readonly LogColumn[] = ['channel', 'user'];

/** localStorage key of the hidden columns (a JSON array of column ids). */
export const LOG_COLUMNS_STORAGE_KEY = 'log-hidden-columns';

export function columnsFor(isAdmin: boolean): LogColumn[] {
  return LOG_COLUMNS.filter((c) => isAdmin || !ADMIN_ONLY.includes(c));
}

function isColumn(value: unknown): value is LogColumn {
  return typeof value === 'string' && (LOG_COLUMNS as readonly string[]).includes(value);
}

/** The stored hidden set; anything unreadable means none hidden. */
export function parseHiddenColumns(text: string | null): LogColumn[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? [...new Set(value.filter(isColumn))] : [];
  } catch {
    return [];
  }
}

export function toggleColumn(hidden: readonly LogColumn[], column: LogColumn): LogColumn[] {
  return hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column];
}
