import type { Token } from '../../shared/api/schemas/token.ts';
import type { MockStore } from './state.ts';

/** A stored API key; `key` is without the `sk-` prefix, as upstream stores it. */
export type TokenRecord = Required<Token>;

/** Seeded keys (filled by the tokens work: a few per seeded user, every status represented). */
export function seedTokens(_seconds: number): TokenRecord[] {
  return [];
}

/** The key record for a relay `Authorization: Bearer sk-…` value, or undefined. */
export function findTokenByKey(store: MockStore, key: string): TokenRecord | undefined {
  const bare = key.startsWith('sk-') ? key.slice(3) : key;
  for (const token of store.tokens.values()) if (token.key === bare) return token;
  return undefined;
}
