import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { EMPTY_LOG_FILTERS, logFiltersToParams, parseLogFilters } from '../../../../shared/logs/log-filters.ts';
import type { LogFilterField, LogFilters } from '../../../../shared/logs/log-filters.ts';

/** How long typing pauses before the URL (and so the list) follows. */
const TYPING_DELAY_MS = 500;

export interface LogFilterState {
  /** What the filter bar shows; it leads the URL while typing. */
  draft: LogFilters;
  /** A typed change: shown at once, written to the URL (replacing the entry) after a pause. */
  type(patch: Partial<Pick<LogFilters, LogFilterField>>): void;
  /** A deliberate change (tab, search, reset, page): a new history entry now. */
  apply(patch: Partial<LogFilters>): void;
  search(): void;
  reset(): void;
}

/**
 * The filter lives in the URL (a shared link or a reload shows the same view); the loader
 * reads it from there. The bar edits a draft so typing never waits for a navigation.
 */
export function useLogFilters(isAdmin: boolean): LogFilterState {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const current = parseLogFilters(params, isAdmin);
  const currentKey = logFiltersToParams(current).toString();
  const [draft, setDraft] = useState(current);
  const draftRef = useRef(draft);
  // URLs this hook wrote that the router has not shown yet: only another URL (back button,
  // a link) replaces the draft.
  const written = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const index = written.current.indexOf(currentKey);
    if (index >= 0) {
      written.current = written.current.slice(index + 1);
      return;
    }
    written.current = [];
    const next = parseLogFilters(new URLSearchParams(currentKey), isAdmin);
    draftRef.current = next;
    setDraft(next);
  }, [currentKey, isAdmin]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const write = useCallback(
    (next: LogFilters, replace: boolean) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      draftRef.current = next;
      setDraft(next);
      const nextParams = logFiltersToParams(next);
      const key = nextParams.toString();
      if (key === currentKey) return false;
      written.current = [...written.current.slice(-20), key];
      void setParams(nextParams, { replace, preventScrollReset: true });
      return true;
    },
    [currentKey, setParams],
  );

  const type = useCallback(
    (patch: Partial<Pick<LogFilters, LogFilterField>>) => {
      const next = { ...draftRef.current, ...patch, page: 1 };
      draftRef.current = next;
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => write(draftRef.current, true), TYPING_DELAY_MS);
    },
    [write],
  );

  const apply = useCallback((patch: Partial<LogFilters>) => void write({ ...draftRef.current, ...patch }, false), [write]);

  const search = useCallback(() => {
    // Searching the same filter again means "refresh".
    if (!write({ ...draftRef.current, page: 1 }, false)) void revalidator.revalidate();
  }, [write, revalidator]);

  const reset = useCallback(() => void write({ ...EMPTY_LOG_FILTERS, size: draftRef.current.size }, false), [write]);

  return { draft, type, apply, search, reset };
}
