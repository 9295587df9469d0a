import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the user opened (true) or closed (false) an item, remembered only for the page where
 * they did: any navigation forgets it (spec section 2, "close on navigation") and the item is
 * back to its default (open when it holds the current page), with no effect to run.
 */
export function useOpenOnPage(): [boolean | undefined, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<{ at: string; open: boolean } | null>(null);
  return [choice?.at === pathname ? choice.open : undefined, (open) => setChoice({ at: pathname, open })];
}
