import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '#client/session/local-store.ts';
import { LOG_COLUMNS_STORAGE_KEY, parseHiddenColumns, toggleColumn } from './log-columns.ts';
import type { LogColumn } from './log-columns.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readStored = () => readLocal(LOG_COLUMNS_STORAGE_KEY);
const serverSnapshot = () => null;

/**
 * The hidden columns, kept in localStorage. The server cannot see it, so hydration shows every
 * column (as the server did) and React switches to the stored choice right after.
 */
export function useHiddenColumns(): [LogColumn[], (column: LogColumn) => void] {
  const text = useSyncExternalStore(subscribe, readStored, serverSnapshot);
  const hidden = useMemo(() => parseHiddenColumns(text), [text]);
  const toggle = useCallback(
    (column: LogColumn) => {
      writeLocal(LOG_COLUMNS_STORAGE_KEY, JSON.stringify(toggleColumn(hidden, column)));
      for (const listener of listeners) listener();
    },
    [hidden],
  );
  return [hidden, toggle];
}
