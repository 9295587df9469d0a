import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_STORAGE_KEY, CLIENT_ID_HEADER, CLIENT_ID_STORAGE_KEY } from '#shared/config/credentials.ts';
import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { readLocal, removeLocal, writeLocal } from './local-store.ts';

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/** This browser's id, made once and kept. */
export function clientId(): string {
  let id = readLocal(CLIENT_ID_STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    writeLocal(CLIENT_ID_STORAGE_KEY, id);
  }
  return id;
}

export function accessToken(): string | null {
  return readLocal(ACCESS_TOKEN_STORAGE_KEY);
}

/** Keeps the jwt method's token (and its cookie mirror for server-rendered pages). */
export function storeAccessToken(token: string): void {
  writeLocal(ACCESS_TOKEN_STORAGE_KEY, token);
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function clearAccessToken(): void {
  removeLocal(ACCESS_TOKEN_STORAGE_KEY);
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/**
 * The browser's API client: same origin through the console's proxy, cookies sent, no timeout,
 * the client id on every call and the access token when the jwt method is in use.
 */
export function createBrowserApi(): ApiClient {
  return createApiClient({ baseUrl: '', headers: browserHeaders });
}

/** The headers of every browser call to `/api`: the client id, and the access token of the jwt method. */
export function browserHeaders(): Record<string, string> {
  const token = accessToken();
  return { [CLIENT_ID_HEADER]: clientId(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

let shared: ApiClient | null = null;

/** One browser API client for the page. */
export function browserApi(): ApiClient {
  shared ??= createBrowserApi();
  return shared;
}
