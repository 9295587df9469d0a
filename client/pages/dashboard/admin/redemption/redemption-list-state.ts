import { REDEMPTION_ORDER_FIELDS } from '#shared/api/schemas/redemption-admin.ts';
import { gatewayQuery, keywordListState } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const REDEMPTION_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The redemption list's URL state, named like the gateway's query (contract §2.10): the keyword
 * (an exact id or a name prefix), the 1-based page, the size and the order.
 */
export const REDEMPTION_LIST_STATE = keywordListState({ sizes: REDEMPTION_PAGE_SIZES, orderFields: REDEMPTION_ORDER_FIELDS });
export type RedemptionListQuery = SearchStateOf<typeof REDEMPTION_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const redemptionApiQuery = (query: RedemptionListQuery): Record<string, string> => gatewayQuery(REDEMPTION_LIST_STATE, query);
