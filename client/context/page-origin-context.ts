import { createContext, useContext } from 'react';

export const PageOriginContext = createContext<string | null>(null);

/**
 * The origin the server rendered the page for (PUBLIC_URL, or the request's own origin, which
 * keys the guest page cache): the same value on the server and while hydrating.
 */
export function usePageOrigin(): string {
  const origin = useContext(PageOriginContext);
  if (origin === null) throw new Error('usePageOrigin must be used inside AppProviders');
  return origin;
}
