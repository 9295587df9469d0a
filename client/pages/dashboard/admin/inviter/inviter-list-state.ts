import { INVITER_ORDER_FIELDS } from '#shared/api/schemas/inviter.ts';
import { gatewayQuery, keywordListState } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const INVITER_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The inviter list's URL state: the keyword (an id, an invite code, or part of a name), the
 * 1-based page, the size and the order ('' = the gateway's default, newest inviter first).
 */
export const INVITER_LIST_STATE = keywordListState({ sizes: INVITER_PAGE_SIZES, orderFields: INVITER_ORDER_FIELDS });
export type InviterListQuery = SearchStateOf<typeof INVITER_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const inviterApiQuery = (query: InviterListQuery): Record<string, string> => gatewayQuery(INVITER_LIST_STATE, query);
