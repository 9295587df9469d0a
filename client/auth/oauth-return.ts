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
