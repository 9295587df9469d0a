import { defineSearchState, listFields, optionalIntField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';
import { ORDER_FIELDS, PAGE_SIZES } from '#client/components/key-editor/key-query.ts';

/**
 * The admin key search's URL state (upstream's `/api/token/admin/search` parameters): a key
 * name prefix, the owner's user id, the key's id, the 1-based page, the size and the order
 * ('' = the gateway's default, newest first; the same whitelist as a user's own keys).
 */
export const ADMIN_KEYS_STATE = defineSearchState({
  keyword: textField('keyword'),
  userId: optionalIntField('user_id', { min: 1 }),
  keyId: optionalIntField('token_id', { min: 1 }),
  ...listFields({ sizes: PAGE_SIZES, orderFields: ORDER_FIELDS }),
});
export type AdminKeysQuery = SearchStateOf<typeof ADMIN_KEYS_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const adminKeysApiQuery = (query: AdminKeysQuery): Record<string, string> => gatewayQuery(ADMIN_KEYS_STATE, query);

/** A user id typed into a filter or the transfer field: a whole number above 0, else null. */
export function typedUserId(text: string): number | null {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** How the page names a user everywhere: `4 – Demo User` (the id alone when the name is unknown). */
export function ownerLabel(id: number, name: string): string {
  return name ? `${id} – ${name}` : String(id);
}
