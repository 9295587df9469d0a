import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, withFilters } from './price-rows.ts';
import type { PriceFilters } from './price-rows.ts';

export interface PriceFilterState {
  filters: PriceFilters;
  /** What the search box shows; it leads the URL by one navigation while typing. */
  searchText: string;
  setSearch(text: string): void;
  setFilter(patch: Partial<Omit<PriceFilters, 'search'>>): void;
}

/**
 * The price filters, kept in the URL (shareable, they survive a reload). Every change replaces
 * the history entry. The search text is also held locally: a URL change is a router navigation,
 * and a controlled input waiting for it would drop keystrokes.
 */
export function usePriceFilters(): PriceFilterState {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  // Search texts this component wrote that the URL has not shown yet, oldest first. The router
  // commits locations in a transition, so an older one can arrive after newer keystrokes; only
  // a value never written here (e.g. the back button) may replace what is typed. Locations
  // commit in the order they were written, hence the first match.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const index = pending.current.indexOf(filters.search);
    if (index >= 0) {
      pending.current = pending.current.slice(index + 1);
      return;
    }
    pending.current = [];
    setSearchText(filters.search);
  }, [filters.search]);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      pending.current = [...pending.current.slice(-50), text];
      setParams((current) => withFilters(current, { search: text }), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const setFilter = useCallback(
    (patch: Partial<Omit<PriceFilters, 'search'>>) => {
      // The typed text too: `current` can predate the last keystroke's navigation.
      const typed = pending.current.at(-1);
      setParams((current) => withFilters(current, { ...(typed === undefined ? {} : { search: typed }), ...patch }), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return { filters: { ...filters, search: searchText }, searchText, setSearch, setFilter };
}
