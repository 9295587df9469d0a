import { useCallback, useSyncExternalStore } from 'react';

/** sessionStorage key: the side menu's collapsed subheaders last for the browser session. */
const STORAGE_KEY = 'nav-collapsed-sections';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    // Storage refused (privacy mode): every section stays open.
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server knows nothing of the session: it renders every section open, as hydration does. */
const serverSnapshot = () => '';

/**
 * Which menu sections are collapsed and a toggle. Kept in sessionStorage and read through an
 * external store, so the first (hydration) render matches the server and the stored state
 * applies right after.
 */
export function useCollapsedSections(): { collapsed: ReadonlySet<string>; toggle(id: string): void } {
  const text = useSyncExternalStore(subscribe, read, serverSnapshot);
  const collapsed = new Set(text.split(',').filter(Boolean));
  const toggle = useCallback((id: string) => {
    const next = new Set(read().split(',').filter(Boolean));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, [...next].join(','));
    } catch (error) {
      console.warn('sessionStorage refused the menu state', error);
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { collapsed, toggle };
}
