import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const browserBase = () => `${window.location.origin}/v1`;

/**
 * The gateway's base URL as visitors call it. The server renders it from the request URL (so
 * the page is right without JavaScript); once hydrated, the browser's own origin wins, which
 * also corrects a proxy that hid the public scheme or host from the server.
 */
export function useApiBase(serverBase: string): string {
  return useSyncExternalStore(noSubscription, browserBase, () => serverBase);
}
