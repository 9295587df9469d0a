import { useCallback, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '#client/session/local-store.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const serverSnapshot = () => null;

/**
 * A localStorage entry as React state. The server cannot see it, so hydration renders it as
 * absent (as the server did) and React switches to the stored text right after.
 */
export function useStoredText(key: string): [string | null, (text: string) => void] {
  const read = useCallback(() => readLocal(key), [key]);
  const text = useSyncExternalStore(subscribe, read, serverSnapshot);
  const write = useCallback(
    (next: string) => {
      writeLocal(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [text, write];
}
