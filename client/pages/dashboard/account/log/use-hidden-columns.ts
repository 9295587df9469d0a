import { useCallback, useMemo } from 'react';
import { useStoredText } from '#client/session/local-store.ts';
import { LOG_COLUMNS_STORAGE_KEY, parseHiddenColumns, toggleColumn } from './log-columns.ts';
import type { LogColumn } from './log-columns.ts';

/**
 * The hidden columns, kept in localStorage (another tab's choice applies here too). The server
 * cannot see it, so hydration shows every column (as the server did) and React switches to the
 * stored choice right after.
 */
export function useHiddenColumns(): [LogColumn[], (column: LogColumn) => void] {
  const [text, write] = useStoredText(LOG_COLUMNS_STORAGE_KEY);
  const hidden = useMemo(() => parseHiddenColumns(text), [text]);
  const toggle = useCallback((column: LogColumn) => write(JSON.stringify(toggleColumn(hidden, column))), [hidden, write]);
  return [hidden, toggle];
}
