import i18next from 'i18next';
import type { i18n } from 'i18next';
import type { AppPayload } from '#client/context/app-payload.ts';
import { sharedI18nOptions } from '#shared/i18n/i18n-options.ts';
import { writeLanguageCookie } from './language-choice.ts';
import { localeBackend } from './locale-backend.ts';

/**
 * The browser's i18next: initialised synchronously from the resources in the page payload
 * (so hydration sees the server's texts), loading other namespaces and languages on demand.
 */
export function createBrowserI18n(payload: AppPayload): i18n {
  const instance = i18next.createInstance().use(localeBackend);
  void instance.init({
    ...sharedI18nOptions,
    lng: payload.lng,
    ns: Object.keys(payload.resources),
    resources: { [payload.lng]: payload.resources },
    partialBundledLanguages: true,
    initAsync: false,
    // Two retries (0.35 s, then 0.7 s) of a file that did not arrive: i18next's five take 11 s,
    // all that time a language switch's toast says "changing" before it can say it failed.
    maxRetries: 2,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    writeLanguageCookie(lng);
  });
  return instance;
}
