import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * True at once on a page reached by client navigation; after hydration, true in a transition of
 * its own: work the page can show later (the charts' chunks and first render, the browser's time
 * zone) waits until the page is hydrated and usable instead of lengthening the hydration's last
 * task (the overview's nine chart chunks were requested before it ended).
 */
export function useAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true));
  }, [hydrated, shown]);
  return shown;
}
