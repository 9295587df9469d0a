import { APP_SETTINGS_STORAGE_KEY, parseStoredSettings, settingsCookieString } from '#shared/config/app-settings.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';
import { readLocal, writeLocal } from '#client/session/local-store.ts';
import { writeConsoleCookie } from '#client/session/console-cookie.ts';

/** The settings kept in localStorage, or null (nothing stored, unreadable: only logged). */
export function readStoredSettings(): AppSettings | null {
  return parseStoredSettings(readLocal(APP_SETTINGS_STORAGE_KEY));
}

/** localStorage is the spec's store; the cookie lets the server render with the same settings. */
export function storeSettings(settings: AppSettings): void {
  writeLocal(APP_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  writeConsoleCookie(settingsCookieString(settings));
}
