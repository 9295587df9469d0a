import { useCallback, useState } from 'react';

/** The rows an admin list has ticked, by id, and the two ways to change them. */
export interface RowSelection {
  picked: ReadonlySet<number>;
  /** Ticks (`on`) or unticks the given rows; the header box passes every selectable row of the page. */
  select(ids: readonly number[], on: boolean): void;
  clear(): void;
}

/**
 * Row selection for the admin lists (users, groups, owners, channels, prices). The page keeps
 * only the ids: which of them still count (on this page, still selectable) is the page's call.
 */
export function useRowSelection(): RowSelection {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const select = useCallback((ids: readonly number[], on: boolean) => {
    setPicked((previous) => {
      const next = new Set(previous);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Set()), []);
  return { picked, select, clear };
}
