import { defineSearchState, listFields, textField } from '../../../../shared/url-state/search-state.ts';
import type { SearchStateOf } from '../../../../shared/url-state/search-state.ts';

export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The user list's URL state: an id or name prefix, the 1-based page and the size. */
export const USER_LIST_STATE = defineSearchState({
  keyword: textField('keyword'),
  ...listFields({ sizes: USER_PAGE_SIZES }),
});
export type UserListQuery = SearchStateOf<typeof USER_LIST_STATE>;
