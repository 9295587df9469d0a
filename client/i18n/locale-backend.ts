import type { BackendModule, ReadCallback } from 'i18next';
import { LANGUAGES, NAMESPACES } from '#shared/i18n/settings.ts';

/** True for the values the console has files for; anything else never becomes a URL. */
function known(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/**
 * The browser's i18next backend: one namespace of one language from the console's
 * `/locales/{lng}/{ns}.json`. It replaces i18next-http-backend (4 KB gzip in every first load)
 * and keeps its contract: a network failure or a 5xx asks i18next to retry, a 4xx or a body
 * that is not JSON does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!known(LANGUAGES, language) || !known(NAMESPACES, namespace)) {
      callback(new Error(`no locale file for ${language}/${namespace}`), false);
      return;
    }
    const url = `/locales/${language}/${namespace}.json`;
    fetch(url, { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          callback(new Error(`failed loading ${url}: HTTP ${response.status}`), response.status >= 500);
          return;
        }
        let data: unknown;
        try {
          data = await response.json();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(`failed parsing ${url}`), false);
          return;
        }
        callback(null, data as Record<string, unknown>);
      },
      // Offline, a retry only makes the reader wait for the failure toast (i18next retries 5 times).
      (error: unknown) =>
        callback(new Error(`failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`), navigator.onLine !== false),
    );
  },
};
