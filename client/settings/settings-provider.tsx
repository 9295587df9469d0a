import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_APP_SETTINGS, sameSettings } from '#shared/config/app-settings.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';
import { SettingsContext } from './settings-context.ts';
import type { SettingsContextValue } from './settings-context.ts';
import { createSettingsStore } from './settings-store.ts';
import type { SettingsStore } from './settings-store.ts';
import { SettingsStoreContext } from './settings-store-context.ts';

interface SettingsProviderProps {
  /** The settings the server rendered with (from its cookie, through the payload). */
  initial: AppSettings;
  children: ReactNode;
}

/**
 * Holds the appearance settings above the document (which sets `<html dir>` from them). The
 * hydration render uses the server's copy; React then switches to the browser's snapshot.
 */
export function SettingsProvider({ initial, children }: SettingsProviderProps) {
  const [store] = useState<SettingsStore>(() => createSettingsStore(initial));
  const settings = useSyncExternalStore(store.subscribe, store.get, () => initial);
  useEffect(() => store.persistIfNeeded(), [store]);
  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      update: (key, next) => store.set({ ...store.get(), [key]: next }),
      reset: () => store.set({ ...DEFAULT_APP_SETTINGS }),
      changed: !sameSettings(settings, DEFAULT_APP_SETTINGS),
    }),
    [settings, store],
  );
  return (
    <SettingsStoreContext.Provider value={store}>
      <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
    </SettingsStoreContext.Provider>
  );
}
