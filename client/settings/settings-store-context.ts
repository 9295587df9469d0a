import { createContext, useContext } from 'react';
import type { SettingsStore } from './settings-store.ts';

/** The store itself, for the colour-scheme sync (not part of the public settings hook). */
export const SettingsStoreContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsStoreContext);
  if (!store) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return store;
}
