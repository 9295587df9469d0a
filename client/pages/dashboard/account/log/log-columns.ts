/** The log table's columns, in display order, and which ones only admins get. */
export const LOG_COLUMNS = [
  'time',
  'channel',
  'user',
  'group',
  'token',
  'type',
  'model',
  'duration',
  'prompt',
  'completion',
  'quota',
  'ip',
  'detail',
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
