import { defineSearchState, listFields, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The gateway's order whitelist for keys (contract §2.5). */
export const ORDER_FIELDS = ['id', 'name', 'status', 'expired_time', 'created_time', 'remain_quota', 'used_quota'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/**
 * The list's state in the URL (shareable, survives reload): a name prefix, the 1-based page
 * (like the API), the size and the order ('' = the gateway's default, newest first; else a
 * field, `-` prefixed for descending).
 */
export const KEY_LIST_STATE = defineSearchState({
  keyword: textField('keyword'),
  ...listFields({ sizes: PAGE_SIZES, orderFields: ORDER_FIELDS }),
});
export type KeyQuery = SearchStateOf<typeof KEY_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const apiQuery = (query: KeyQuery): Record<string, string> => gatewayQuery(KEY_LIST_STATE, query);
