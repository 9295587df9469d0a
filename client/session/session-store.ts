import { createContext, useContext, useSyncExternalStore } from 'react';
import { sameJson } from '#shared/api/edit-over-stored.ts';
import type { User } from '#shared/api/schemas/user.ts';

/** The signed-in user, shared by React components and the router's context in the browser. */
export interface SessionStore {
  get(): User | null;
  set(user: User | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(initial: User | null): SessionStore {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(next) {
      // A page refreshing the user with what the session already holds (the overview does on
      // every load) changes nothing: otherwise every reader re-renders, about 1,100 components
      // right after the overview hydrates.
      if (sameJson(user, next)) return;
      user = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const SessionStoreContext = createContext<SessionStore | null>(null);

function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSession must be used inside SessionProvider');
  return store;
}

/** The current user (null for a guest); re-renders when the session changes. */
export function useSessionUser(): User | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Setter used after sign-in and sign-out. */
export function useSetSession(): (user: User | null) => void {
  return useSessionStore().set;
}
