import type { UrlState } from '#client/hooks/use-url-state.ts';

/**
 * A sortable column's next order: ascending first, then descending, then back to the gateway's
 * default (''). Lists build on the newest order they asked for, not the loaded one.
 */
export function nextSortOrder<Field extends string>(current: string, field: Field): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

/**
 * A list's header click: the next order of `field`, from the newest order the page asked for,
 * not the loaded one, so a second click before the list has loaded turns the direction instead
 * of asking for the same order again.
 */
export function sortBy<State extends { order: string }>(state: UrlState<State>): (field: string) => void {
  return (field) => void state.set((latest) => ({ order: nextSortOrder(latest.order, field) }) as Partial<State>);
}
