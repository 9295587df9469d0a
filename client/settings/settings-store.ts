import { APP_SETTINGS_STORAGE_KEY, DEFAULT_APP_SETTINGS, parseStoredSettings, sameSettings } from '#shared/config/app-settings.ts';
import type { AppSettings, ColorScheme } from '#shared/config/app-settings.ts';
import { readStoredSettings, storeSettings } from './settings-storage.ts';

export interface SettingsStore {
  subscribe(listener: () => void): () => void;
  /** Browser snapshot: localStorage (the spec's store) if it holds settings, else the server's. */
  get(): AppSettings;
  set(next: AppSettings): void;
  /** After hydration: makes localStorage and the cookie agree with what is shown. */
  persistIfNeeded(): void;
  /** MUI owns the colour mode (`theme-mode`); the colour-scheme sync registers its setter here. */
  setModeHandler(handler: ((mode: ColorScheme) => void) | null): void;
}

/**
 * The settings of one page: `initial` is what the server rendered with (its cookie), so the
 * hydration render matches; the browser's stored settings take over right after.
 */
export function createSettingsStore(initial: AppSettings): SettingsStore {
  let current: AppSettings | null = null;
  let applyMode: ((mode: ColorScheme) => void) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // Stored settings equal to the server's keep the server's object: a new one, however equal,
  // makes React re-render the whole page right after hydrating (every returning visitor has both).
  const fromStorage = () => {
    const stored = readStoredSettings();
    return stored && !sameSettings(stored, initial) ? stored : initial;
  };
  const get = () => (current ??= fromStorage());

  // Another tab changed the settings: follow it (it has written the cookie already).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== APP_SETTINGS_STORAGE_KEY) return;
    current = parseStoredSettings(event.newValue) ?? { ...DEFAULT_APP_SETTINGS };
    notify();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    get,
    set(next) {
      const previous = get();
      if (sameSettings(previous, next)) return;
      current = next;
      storeSettings(next);
      if (next.colorScheme !== previous.colorScheme) applyMode?.(next.colorScheme);
      notify();
    },
    persistIfNeeded() {
      const shown = get();
      if (!sameSettings(shown, initial) || readStoredSettings() === null) storeSettings(shown);
    },
    setModeHandler(handler) {
      applyMode = handler;
    },
  };
}
