import { useCallback, useState } from 'react';

/** What identifies a row: an id, or a name where the gateway keys rows by name (prices by model). */
export type RowId = number | string;

/** The rows an admin list has ticked, by id, and the two ways to change them. */
export interface RowSelection<Id extends RowId = number> {
  picked: ReadonlySet<Id>;
  /** Ticks (`on`) or unticks the given rows; the header box passes every selectable row of the page. */
  select(ids: readonly Id[], on: boolean): void;
  clear(): void;
}

/**
 * Row selection for the admin lists (users, groups, owners, channels, prices). The page keeps
 * only the ids: which of them still count (on this page, still selectable) is the page's call.
 */
export function useRowSelection<Id extends RowId = number>(): RowSelection<Id> {
  const [picked, setPicked] = useState<ReadonlySet<Id>>(new Set());
  const select = useCallback((ids: readonly Id[], on: boolean) => {
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
