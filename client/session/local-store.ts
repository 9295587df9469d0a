import { useCallback, useSyncExternalStore } from 'react';

/**
 * localStorage access that never throws: private modes and full quotas make it fail, and the
 * spec says such failures are only logged.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`localStorage read of ${key} failed`, error);
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`localStorage write of ${key} failed`, error);
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`localStorage remove of ${key} failed`, error);
  }
}

// The React side, here with the store it reads: every page that uses it has this module already.
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
