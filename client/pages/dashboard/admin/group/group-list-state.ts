import { GROUP_ORDER_FIELDS } from '#shared/api/schemas/group-admin.ts';
import { defineSearchState, listFields, oneOfField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const GROUP_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The enable filter: every group, or only enabled or disabled ones (upstream's `enable` query). */
export const ENABLE_FILTERS = ['all', 'true', 'false'] as const;

/**
 * The group list's URL state: a name prefix, the enable filter, the 1-based page, the size and
 * the order ('' = the gateway's default, newest first; a field, `-` in front for descending).
 */
export const GROUP_LIST_STATE = defineSearchState({
  name: textField('name', { max: 50 }),
  enable: oneOfField('enable', ENABLE_FILTERS, 'all'),
  ...listFields({ sizes: GROUP_PAGE_SIZES, orderFields: GROUP_ORDER_FIELDS }),
});
export type GroupListQuery = SearchStateOf<typeof GROUP_LIST_STATE>;

/**
 * The gateway's query for a list state (defaults left out). one-hub binds the name filter to the
 * embedded model.UserGroup's `Name`, which has no form tag, so gin reads it by its Go field name:
 * `Name=`, not the `name=` of this page's URL (which one-hub would ignore).
 */
export const groupApiQuery = (query: GroupListQuery): Record<string, string> => {
  const { name, ...rest } = gatewayQuery(GROUP_LIST_STATE, query);
  return name === undefined ? rest : { ...rest, Name: name };
};
