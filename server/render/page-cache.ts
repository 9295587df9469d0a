/**
 * Render once, serve many: the finished HTML of guest pages (the same for every guest of a
 * language), kept briefly. The nonce differs per response, so the HTML is stored split at a
 * placeholder nonce and joined with a fresh one on every hit.
 */
export interface CachedPage {
  status: number;
  parts: string[];
  expires: number;
}

export const NONCE_PLACEHOLDER = 'CSPNONCEPLACEHOLDER0000';

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, status: number, html: string, now = Date.now()): CachedPage {
    // Oldest first: Map keeps insertion order, so the first key is the one to drop.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry = { status, parts: html.split(NONCE_PLACEHOLDER), expires: now + this.#ttlMs };
    this.#entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The cached HTML with `nonce` in place of the placeholder. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce);
}
