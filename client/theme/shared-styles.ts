import type { EmotionCache } from '@emotion/cache';
import { SHARED_RULES_PLACEHOLDER } from '#shared/shared-styles.ts';

/**
 * The styles most pages render, compiled once by the build into a cached file
 * (scripts/shared-styles/: the build renders the route table's pages against the double and
 * keeps the Emotion rules that many of them write). An Emotion name is a hash of its rules, so
 * a name in the file always means the same rules: a page can rely on the file for every name
 * it lists, and a style that changed since simply gets a new name and travels inline again.
 */
export interface SharedStyles {
  /** `/assets/shared-<content hash>.css`: immutable, so browsers keep it for a year. */
  href: string;
  /** The names of the left-to-right cache whose rules the file holds. */
  names: ReadonlySet<string>;
}

/**
 * Makes a server render's cache write a placeholder (#shared/shared-styles.ts), not the rules, for every name the shared
 * file holds. Server only: in a browser `insert` writes into the document, and the tags the
 * server wrote already tell the browser's cache which names it has.
 */
export function skipSharedRules(cache: EmotionCache, names: ReadonlySet<string>): EmotionCache {
  if (names.size === 0) return cache;
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!names.has(serialized.name)) return insert(selector, serialized, sheet, shouldCache);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return SHARED_RULES_PLACEHOLDER;
  };
  return cache;
}
