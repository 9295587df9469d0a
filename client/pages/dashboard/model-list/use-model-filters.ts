import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readModelFilters, withModelFilters } from './model-filters.ts';
import type { ModelFilters } from './model-filters.ts';

type FilterPatch = Partial<Omit<ModelFilters, 'search'>>;

export interface ModelFilterState {
  filters: ModelFilters;
  /** What the search box shows; it leads the URL by one navigation while typing. */
  searchText: string;
  setSearch(text: string): void;
  /** A patch, or a function of the latest filters (for toggles that depend on them). */
  setFilter(patch: FilterPatch | ((latest: ModelFilters) => FilterPatch)): void;
}

/**
 * The filters in the URL (shareable, they survive a reload); every change replaces the history
 * entry. Router locations commit later, in transitions, so each change builds on the newest URL
 * this hook wrote, not on the rendered one: two quick clicks on owner chips keep both, and
 * typing never loses keystrokes. Only a URL this hook never wrote (the back button, a link)
 * replaces the typed search text.
 */
export function useModelFilters(): ModelFilterState {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = readModelFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  // Query strings written here that the router has not shown yet, oldest first.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const index = pending.current.indexOf(query);
    if (index >= 0) {
      pending.current = pending.current.slice(index + 1);
      return;
    }
    pending.current = [];
    setSearchText(readModelFilters(new URLSearchParams(query)).search);
  }, [query]);

  const write = useCallback(
    (change: (latest: ModelFilters) => Partial<ModelFilters>) => {
      // Read in an event handler, never during render: the newest written URL, else the address bar's.
      const base = new URLSearchParams(pending.current.at(-1) ?? window.location.search);
      const next = withModelFilters(base, change(readModelFilters(base)));
      pending.current = [...pending.current.slice(-50), next.toString()];
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      write(() => ({ search: text }));
    },
    [write],
  );

  const setFilter = useCallback((patch: FilterPatch | ((latest: ModelFilters) => FilterPatch)) => write((latest) => (typeof patch === 'function' ? patch(latest) : patch)), [write]);

  return { filters: { ...filters, search: searchText }, searchText, setSearch, setFilter };
}
