import { useEffect } from 'react';
import { useColorScheme } from '@mui/material/styles';
import { useSettingsStore } from './settings-store-context.ts';

/**
 * Keeps `colorScheme` of the settings and MUI's mode (`theme-mode`, applied before first paint
 * by InitColorSchemeScript) in step: a settings change (drawer, reset) sets MUI's mode through
 * the handler registered here, and a mode change elsewhere (the header toggle, another tab) is
 * written back into the settings. Only a change of the mode writes back, never a change of the
 * settings, so the two can never undo each other.
 */
export function ColorSchemeSync() {
  const { mode, systemMode, setMode } = useColorScheme();
  const store = useSettingsStore();
  // Unknown until MUI has read the stored mode in the browser.
  const resolved = mode === 'system' ? systemMode : mode;

  useEffect(() => {
    store.setModeHandler(setMode);
    return () => store.setModeHandler(null);
  }, [store, setMode]);

  useEffect(() => {
    const current = store.get();
    if (resolved && resolved !== current.colorScheme) store.set({ ...current, colorScheme: resolved });
  }, [resolved, store]);
  return null;
}
