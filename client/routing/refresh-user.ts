import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { UserSchema } from '#shared/api/schemas/user.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { loadFreshUser } from '#client/routing/loader-helpers.ts';
import { browserApi } from '#client/session/credentials.ts';
import { useSetSession } from '#client/session/session-store.ts';

/** The signed-in user as a page's loader data: the access token never goes into the HTML. */
export type PageUser = Omit<User, 'access_token'>;

/** A fresh `/api/user/self` for a loader (null when the gateway cannot say; the page then uses the session's). */
export async function loadSelf(context: Readonly<RouterContextProvider>): Promise<PageUser | null> {
  try {
    const { access_token: _token, ...user } = await loadFreshUser(context);
    return user;
  } catch {
    return null;
  }
}

/**
 * After the balance or the profile changed: the session user (header, user drawer) gets the
 * gateway's fresh record and the page's loaders run again.
 */
export function useRefreshUser(): () => Promise<void> {
  const setSession = useSetSession();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    try {
      setSession(await browserApi().get('/api/user/self', UserSchema));
    } catch {
      // The loaders below still refresh the page; the header keeps its last copy.
    }
    await revalidate();
  }, [setSession, revalidate]);
}
