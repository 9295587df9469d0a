import { useSyncExternalStore } from 'react';

/**
 * How many route chunks (a lazy page's or layout's code) are on their way. The full-screen loader
 * is for them alone (spec: "while a lazily loaded page is on its way"); a navigation waiting only
 * for the gateway's data keeps the current page on screen.
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as a chunk on its way until it settles. */
export async function trackChunkLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  try {
    return await load;
  } finally {
    changed(-1);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a route chunk is loading (never during the server render or hydration). */
export function useChunkLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
