import { CLIENT_ID_HEADER, CLIENT_ID_STORAGE_KEY, LEGACY_ACCESS_TOKEN_STORAGE_KEY } from '#shared/config/credentials.ts';
import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { readLocal, removeLocal, writeLocal } from './local-store.ts';

/** This browser's id, made once and kept. */
export function clientId(): string {
  let id = readLocal(CLIENT_ID_STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    writeLocal(CLIENT_ID_STORAGE_KEY, id);
  }
  return id;
}

/**
 * An earlier version kept the jwt method's token in localStorage for 30 days, where any script
 * could read it: gone when a page starts. (The cookie of the same name it wrote stays valid
 * until sign-out, which the server replaces with an HttpOnly one or drops.)
 */
export function forgetStoredToken(): void {
  if (readLocal(LEGACY_ACCESS_TOKEN_STORAGE_KEY) !== null) removeLocal(LEGACY_ACCESS_TOKEN_STORAGE_KEY);
}

/**
 * The browser's API client: same origin through the console's proxy, cookies sent, no timeout,
 * the client id on every call. The jwt method's token is in an HttpOnly cookie no script reads:
 * the proxy presents it for these calls (server/plugins/proxy/lent-token.ts).
 */
export function createBrowserApi(): ApiClient {
  return createApiClient({ baseUrl: '', headers: browserHeaders });
}

/** The headers of every browser call to `/api` and the console's own routes: the client id. */
export function browserHeaders(): Record<string, string> {
  return { [CLIENT_ID_HEADER]: clientId() };
}

let shared: ApiClient | null = null;

/** One browser API client for the page. */
export function browserApi(): ApiClient {
  shared ??= createBrowserApi();
  return shared;
}
