import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { readLocal, writeLocal } from '#client/session/local-store.ts';
import { writeConsoleCookie } from '#client/session/console-cookie.ts';
import { switchLanguage } from './switch-language.ts';

/** Where the visitor's language choice is kept (spec section 1: local storage), i18next's usual key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The cookie copy of the choice, which the server reads to render the next page in it. */
export function writeLanguageCookie(lng: Language | string): void {
  writeConsoleCookie(`${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Path=/; Max-Age=31536000; SameSite=Lax`);
}

export function rememberLanguage(lng: Language): void {
  writeLocal(LANGUAGE_STORAGE_KEY, lng);
}

function hasLanguageCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/**
 * The stored choice outlives the cookie (cleared cookies, an expired year, a browser that drops
 * them on exit): then the server rendered the Accept-Language guess, and after hydration (never
 * during it, so both renders match) the page switches to the stored language and sets the cookie
 * again. A stored choice the page already shows just gets its cookie back; a page opened with
 * `?lng=` keeps the language it asked for.
 */
export function useRestoreLanguageChoice(): void {
  const { i18n } = useTranslation('common');
  useEffect(() => {
    // `?lng=` (a hreflang link) asked for this page's language on purpose.
    if (hasLanguageCookie() || new URLSearchParams(window.location.search).has('lng')) return;
    const stored = readLocal(LANGUAGE_STORAGE_KEY);
    if (!isLanguage(stored)) return;
    if (stored === i18n.language) {
      writeLanguageCookie(stored);
      return;
    }
    // The browser instance's languageChanged handler writes the cookie and <html lang>.
    switchLanguage(i18n, stored).then(
      (switched) => {
        if (!switched) console.error(`the stored language ${stored} did not load; the page stays in ${i18n.language}`);
      },
      (error: unknown) => console.error(`switching to the stored language ${stored} failed`, error),
    );
  }, [i18n]);
}
