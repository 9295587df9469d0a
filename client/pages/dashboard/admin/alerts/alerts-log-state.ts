import { defineSearchState, listFields } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const ALERT_LOG_PAGE_SIZES = [20, 50, 100] as const;

/** The delivery log's URL state: the 1-based page and its size (newest first, no other order). */
export const ALERT_LOG_STATE = defineSearchState(listFields({ sizes: ALERT_LOG_PAGE_SIZES }));
export type AlertLogQuery = SearchStateOf<typeof ALERT_LOG_STATE>;
