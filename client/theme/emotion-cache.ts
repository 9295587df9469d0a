import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import type { Direction } from '#shared/config/app-settings.ts';
import { skipSharedRules } from './shared-styles.ts';

/**
 * Properties that browsers the console supports (ES2022: Chrome 94, Safari 16, Firefox 93)
 * still need a `-webkit-` copy of. Everything else MUI writes is understood unprefixed.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'text-size-adjust',
]);

/**
 * Replaces Emotion's default prefixer, which writes the 2012-era flexbox, transition and
 * transform prefixes into every rule (about a sixth of a page's inline styles). It adds a
 * `-webkit-` copy only where a supported browser still needs one; `background-clip: text`
 * included.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  const property = element.props;
  const needsCopy = WEBKIT_ONLY.has(property) || (property === 'background-clip' && String(element.children).trim() === 'text');
  if (needsCopy) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * Module constants on purpose: Emotion's server memoises compiled rules per plugin array, so a
 * new array per request would recompile every style on every render.
 */
const LTR_PLUGINS: StylisPlugin[] = [modernPrefixer];
let rtlPlugins: StylisPlugin[] | null = null;

/**
 * Loads the right-to-left plugin (stylis-plugin-rtl with cssjanus, 4 KB gzip) that the
 * right-to-left cache needs. Only right-to-left pages want it, so it is not in the first load:
 * the SSR entry awaits it at start, the browser before hydrating a right-to-left page and
 * before applying the setting (`useRtlReady`).
 */
export async function loadRtlPlugin(): Promise<void> {
  if (rtlPlugins) return;
  // The package is CommonJS to Node (development keeps dependencies external: the function sits
  // on `default`) and ESM to Vite's bundles (the default export is the function): take it either way.
  const mod: { default: StylisPlugin | { default: StylisPlugin } } = await import('stylis-plugin-rtl');
  const plugin = typeof mod.default === 'function' ? mod.default : mod.default.default;
  rtlPlugins = [plugin, modernPrefixer];
}

/** Whether `loadRtlPlugin` has finished: right-to-left caches can be made. */
export function rtlPluginLoaded(): boolean {
  return rtlPlugins !== null;
}

/**
 * The Emotion key per direction; the browser cache must use the same one to adopt the server's
 * styles. Right-to-left styles are flipped by the plugin, so they need class names of their own.
 */
export const EMOTION_KEYS: Record<Direction, string> = { ltr: 'mui', rtl: 'muirtl' };

/**
 * A fresh cache per server request (styles are written into the stream next to the markup that
 * uses them), and one in the browser created before hydration so it claims those tags.
 */
export function createEmotionCache(nonce: string | undefined, direction: Direction = 'ltr'): EmotionCache {
  if (direction === 'rtl' && !rtlPlugins) throw new Error('The right-to-left plugin is not loaded: await loadRtlPlugin() first');
  return createCache({
    key: EMOTION_KEYS[direction],
    ...(nonce ? { nonce } : {}),
    stylisPlugins: direction === 'rtl' ? (rtlPlugins ?? LTR_PLUGINS) : LTR_PLUGINS,
  });
}

/**
 * One cache per direction, made when first needed: switching back and forth reuses a cache
 * (two caches with one key would insert every style twice). `sharedNames` (server renders of a
 * build with a shared stylesheet) are the left-to-right names the page leaves to that file;
 * right-to-left rules are flipped, so that cache writes its own.
 */
export function createEmotionCaches(nonce: string | undefined, sharedNames?: ReadonlySet<string>): (direction: Direction) => EmotionCache {
  const caches = new Map<Direction, EmotionCache>();
  return (direction) => {
    let cache = caches.get(direction);
    if (!cache) {
      cache = createEmotionCache(nonce, direction);
      if (sharedNames && direction === 'ltr') skipSharedRules(cache, sharedNames);
      caches.set(direction, cache);
    }
    return cache;
  };
}
