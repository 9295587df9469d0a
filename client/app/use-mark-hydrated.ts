import { useEffect } from 'react';

/** Marks <html data-hydrated> once React owns the page; e2e tests wait for it. */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
