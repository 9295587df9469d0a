import t from 'tap';
import { APP_SETTINGS_STORAGE_KEY, DEFAULT_APP_SETTINGS } from '#shared/config/app-settings.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';

/** The browser parts the store touches: localStorage, the storage event and the settings cookie. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
  document: { cookie: '' },
});
const { createSettingsStore } = await import('#client/settings/settings-store.ts');

const served: AppSettings = { ...DEFAULT_APP_SETTINGS, primaryColor: 'purple', colorScheme: 'dark' };

t.test("the browser keeps the server's settings object when storage holds the same settings", async (t) => {
  // A returning visitor has them in the cookie (the server's render) and in localStorage.
  stored.set(APP_SETTINGS_STORAGE_KEY, JSON.stringify(served));
  const store = createSettingsStore(served);
  t.equal(store.get(), served, "the same object as the hydration render's: useSyncExternalStore sees no change");
});

t.test('settings stored in this browser that differ from the server’s take over', async (t) => {
  stored.set(APP_SETTINGS_STORAGE_KEY, JSON.stringify({ ...served, primaryColor: 'orange' }));
  const store = createSettingsStore(served);
  t.not(store.get(), served);
  t.equal(store.get().primaryColor, 'orange');
  t.equal(store.get(), store.get(), 'one snapshot until the settings change');
});

t.test("nothing stored: the server's settings", async (t) => {
  stored.clear();
  t.equal(createSettingsStore(served).get(), served);
});
