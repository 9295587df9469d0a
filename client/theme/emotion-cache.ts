import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/** The Emotion key; the browser cache must use the same one to adopt the server's styles. */
export const EMOTION_KEY = 'mui';

/**
 * A fresh cache per server request (styles are written into the stream next to the markup that
 * uses them), and one in the browser created before hydration so it claims those tags.
 */
export function createEmotionCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: EMOTION_KEY, ...(nonce ? { nonce } : {}) });
}
