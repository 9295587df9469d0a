import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import rtlPluginModule from 'stylis-plugin-rtl';
import type { Direction } from '../../shared/config/app-settings.ts';

/**
 * The Emotion key per direction; the browser cache must use the same one to adopt the server's
 * styles. Right-to-left styles are flipped by the plugin, so they need class names of their own.
 */
/**
 * The package is CommonJS to Node (development keeps dependencies external: the function sits on
 * `default`) and ESM to Vite's bundles (the default export is the function): take it either way.
 */
const rtlPlugin: StylisPlugin = typeof rtlPluginModule === 'function' ? rtlPluginModule : rtlPluginModule.default;

export const EMOTION_KEYS: Record<Direction, string> = { ltr: 'mui', rtl: 'muirtl' };

/**
 * A fresh cache per server request (styles are written into the stream next to the markup that
 * uses them), and one in the browser created before hydration so it claims those tags.
 */
export function createEmotionCache(nonce: string | undefined, direction: Direction = 'ltr'): EmotionCache {
  return createCache({
    key: EMOTION_KEYS[direction],
    ...(nonce ? { nonce } : {}),
    ...(direction === 'rtl' ? { stylisPlugins: [rtlPlugin] } : {}),
  });
}

/**
 * One cache per direction, made when first needed: switching back and forth reuses a cache
 * (two caches with one key would insert every style twice).
 */
export function createEmotionCaches(nonce: string | undefined): (direction: Direction) => EmotionCache {
  const caches = new Map<Direction, EmotionCache>();
  return (direction) => {
    let cache = caches.get(direction);
    if (!cache) {
      cache = createEmotionCache(nonce, direction);
      caches.set(direction, cache);
    }
    return cache;
  };
}
