const KEY = 'oauth-return-to';
const BINDER_KEY = 'oauth-binder';

/** Keeps (or, for null, drops) a value for this tab's round trip; a failing sessionStorage is only logged. */
function keep(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch (error) {
    console.error('sessionStorage write failed', error);
  }
}

/** The kept value, then forgotten (null when none or sessionStorage fails). */
function take(key: string): string | null {
  try {
    const value = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    return value;
  } catch (error) {
    console.error('sessionStorage read failed', error);
    return null;
  }
}

/** Keeps `returnTo` across the provider round trip (sessionStorage: this tab only). */
export function rememberOAuthReturn(returnTo: string | null): void {
  keep(KEY, returnTo || null);
}

/** The remembered `returnTo` (unchecked: the caller passes it through safeReturnTo), then forgotten. */
export function takeOAuthReturn(): string | null {
  return take(KEY);
}

/**
 * Keeps the id of the signed-in user who starts a bind round trip (null: a sign-in; this tab
 * only). The callback page cannot count on the session: a gateway's SameSite=Strict session
 * cookie (one-hub's) is not sent with the provider's redirect back from another site, so the
 * server renders the callback page for a guest (found with a real OpenID provider).
 */
export function rememberOAuthBinder(userId: number | null): void {
  keep(BINDER_KEY, userId === null ? null : String(userId));
}

/** The remembered binder's id (null for a sign-in), then forgotten. */
export function takeOAuthBinder(): number | null {
  const value = take(BINDER_KEY);
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}
