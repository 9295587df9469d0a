const KEY = 'oauth-return-to';

/** Keeps `returnTo` across the provider round trip (sessionStorage: this tab only). */
export function rememberOAuthReturn(returnTo: string | null): void {
  try {
    if (returnTo) window.sessionStorage.setItem(KEY, returnTo);
    else window.sessionStorage.removeItem(KEY);
  } catch (error) {
    console.error('sessionStorage write failed', error);
  }
}

/** The remembered `returnTo` (unchecked: the caller passes it through safeReturnTo), then forgotten. */
export function takeOAuthReturn(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value;
  } catch (error) {
    console.error('sessionStorage read failed', error);
    return null;
  }
}

const BINDER_KEY = 'oauth-binder';

/**
 * Keeps the id of the signed-in user who starts a bind round trip (null: a sign-in; this tab
 * only). The callback page cannot count on the session: a gateway's SameSite=Strict session
 * cookie (one-hub's) is not sent with the provider's redirect back from another site, so the
 * server renders the callback page for a guest (found with a real OpenID provider).
 */
export function rememberOAuthBinder(userId: number | null): void {
  try {
    if (userId === null) window.sessionStorage.removeItem(BINDER_KEY);
    else window.sessionStorage.setItem(BINDER_KEY, String(userId));
  } catch (error) {
    console.error('sessionStorage write failed', error);
  }
}

/** The remembered binder's id (null for a sign-in), then forgotten. */
export function takeOAuthBinder(): number | null {
  try {
    const value = window.sessionStorage.getItem(BINDER_KEY);
    window.sessionStorage.removeItem(BINDER_KEY);
    const id = Number(value);
    return value !== null && Number.isInteger(id) && id > 0 ? id : null;
  } catch (error) {
    console.error('sessionStorage read failed', error);
    return null;
  }
}
