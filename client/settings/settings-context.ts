import { createContext, useContext } from 'react';
import type { AppSettings } from '#shared/config/app-settings.ts';

export interface SettingsContextValue {
  settings: AppSettings;
  /** Changes one setting; it is stored (localStorage and cookie) right away. */
  update<K extends keyof AppSettings>(key: K, value: AppSettings[K]): void;
  /** Back to the spec's defaults (including light mode). */
  reset(): void;
  /** Whether anything differs from the defaults (the reset button shows it). */
  changed: boolean;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

/** The appearance settings (colour preset, direction, nav layout, compact layout…). */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  // The spec's wording (section 8), kept as it is.
  if (!value) throw new Error('useSettingsContext must be use inside SettingsProvider');
  return value;
}
