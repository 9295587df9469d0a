import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true afterwards (and at once on a page
 * reached by client navigation). Charts that measure their container render only when true, so
 * the server's HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
