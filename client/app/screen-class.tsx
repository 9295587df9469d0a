import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ScreenClass } from '#shared/screen-class.ts';

const ScreenClassContext = createContext<ScreenClass>(null);

export function ScreenClassProvider({ value, children }: { value: ScreenClass; children: ReactNode }) {
  return <ScreenClassContext.Provider value={value}>{children}</ScreenClassContext.Provider>;
}

/** `both` = render both layouts and let CSS choose (no guess, or before the browser knows). */
export type LayoutChoice = 'wide' | 'narrow' | 'both';

/**
 * Which of two layouts to render, for pages that draw the same list as a table on wide screens
 * and as cards on narrow ones: rendering both costs the server twice the components and the
 * page twice the markup. The server renders the one its guess names (both without a guess);
 * the browser hydrates with the same choice (React's server snapshot of `useSyncExternalStore`)
 * and then follows the real width, `minWidth` in px and up being wide.
 */
export function useLayoutChoice(minWidth: number): LayoutChoice {
  const guess = useContext(ScreenClassContext);
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const current = (): LayoutChoice => (window.matchMedia(query).matches ? 'wide' : 'narrow');
  return useSyncExternalStore(subscribe, current, () => guess ?? 'both');
}
