import { defineSearchState, listFields } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const AFF_HISTORY_PAGE_SIZES = [10, 20, 50] as const;

/** The reward history's URL state: the 1-based page and the page size. */
export const AFF_HISTORY_STATE = defineSearchState({ ...listFields({ sizes: AFF_HISTORY_PAGE_SIZES }) });
export type AffHistoryQuery = SearchStateOf<typeof AFF_HISTORY_STATE>;
