import { useCallback, useMemo, useRef, useState } from 'react';
import type { Log } from '#shared/api/schemas/log.ts';
import { LogPageSchema } from '#shared/api/schemas/log.ts';
import type { LogFilters } from '#shared/logs/log-filters.ts';
import { cursorAfter, newRowsOf, nextPageRequest } from '#shared/logs/log-cursor.ts';
import { logListPath, logListQuery } from '#shared/logs/log-query.ts';
import { browserApi } from '#client/session/credentials.ts';

/** Rows a "load older" step asks for: one-hub's largest page (MaxRecentItems). */
export const OLDER_STEP = 100;

/**
 * Whether the list can move by time cursor: admins' rows carry ids (a user's `/api/log/self`
 * sends id 0, so its rows cannot be told apart), in the gateway's default order (newest first;
 * a chosen order is not time), from the newest page (a page number is the pager's offset).
 */
export function movesByCursor(isAdmin: boolean, filters: LogFilters): boolean {
  return isAdmin && filters.order === '' && filters.page === 1;
}

export type OlderState = 'idle' | 'loading' | 'ended' | 'failed';

export interface OlderLogs {
  /** The page's rows, then the older ones loaded so far. */
  rows: Log[];
  state: OlderState;
  error: unknown;
  loadOlder(): void;
}

const NONE: Log[] = [];

interface Loaded {
  /** The loader's rows these were loaded after: new loader data starts over. */
  base: Log[];
  older: Log[];
  ended: boolean;
}

/**
 * The older rows of an admin's log, asked by time cursor (`shared/logs/log-cursor.ts`): the last
 * shown row's time as `end_timestamp`, rows already shown dropped by id. one-hub's offset pages
 * cost more the deeper they go and shift when new rows arrive; a cursor page does neither. The
 * shown rows stay usable while the next ones load; a failure keeps them and can be tried again.
 */
export function useOlderLogs(base: Log[], filters: LogFilters, total: number): OlderLogs {
  const [loaded, setLoaded] = useState<Loaded>({ base, older: [], ended: false });
  const [state, setState] = useState<OlderState>('idle');
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const fresh = loaded.base === base;
  const olderRows = fresh ? loaded.older : NONE;
  const rows = useMemo(() => (olderRows.length === 0 ? base : [...base, ...olderRows]), [base, olderRows]);
  const ended = (fresh && loaded.ended) || rows.length >= total || base.length < filters.size;

  const loadOlder = useCallback(() => {
    const cursor = cursorAfter(rows);
    if (busy.current || ended || cursor === null) return;
    busy.current = true;
    setState('loading');
    const request = nextPageRequest(cursor, OLDER_STEP);
    const query = logListQuery({ ...filters, end: request.end_timestamp, page: request.page, size: request.size }, true);
    browserApi()
      .get(logListPath(true), LogPageSchema, query)
      .then(
        (page) => {
          const shown = new Set(rows.map((row) => row.id));
          const next = newRowsOf(cursor, page.data, request.size, shown);
          setLoaded({ base, older: [...olderRows, ...next.rows], ended: next.ended });
          setState('idle');
          setError(null);
        },
        (failure: unknown) => {
          setError(failure);
          setState('failed');
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [rows, ended, filters, base, olderRows]);

  return { rows, state: ended ? 'ended' : state, error, loadOlder };
}
