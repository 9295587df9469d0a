import { defineSearchState, listFields } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const BUDGET_PAGE_SIZES = [20, 50, 100] as const;

/** The budgets list's URL state: the 1-based page and its size (the store orders by key id). */
export const BUDGETS_STATE = defineSearchState({ ...listFields({ sizes: BUDGET_PAGE_SIZES }) });
export type BudgetsQuery = SearchStateOf<typeof BUDGETS_STATE>;
