import { defineSearchState, listFields } from '#shared/url-state/search-state.ts';

export const INVOICE_PAGE_SIZES = [12, 24, 60] as const;

/** The bill list's URL state: the 1-based page and the page size (a year of months by default). */
export const INVOICE_LIST_STATE = defineSearchState({ ...listFields({ sizes: INVOICE_PAGE_SIZES }) });
