import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { OWNER_RESERVED_MAX_ID } from '#shared/api/schemas/model-owner.ts';
import { defineSearchState, listFields, oneOfField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const OWNER_PAGE_SIZES = [20, 50, 100] as const;
export const OWNER_KINDS = ['all', 'builtin', 'custom'] as const;
export const OWNER_ORDER_FIELDS = ['id', 'name'] as const;
export type OwnerOrderField = (typeof OWNER_ORDER_FIELDS)[number];

/**
 * The owner list's URL state: a search (name or id), built-in or custom owners, the sort
 * (`id`/`name`, `-` for descending; '' = by id) and the page. The gateway answers the whole
 * list at once, so these only choose what is shown.
 */
export const OWNER_LIST_STATE = defineSearchState({
  keyword: textField('keyword'),
  kind: oneOfField('kind', OWNER_KINDS, 'all'),
  ...listFields({ sizes: OWNER_PAGE_SIZES, orderFields: OWNER_ORDER_FIELDS }),
});
export type OwnerListQuery = SearchStateOf<typeof OWNER_LIST_STATE>;

/** Upstream's built-ins (channel types) keep their ids: edited, never deleted. */
export function isBuiltIn(owner: ModelOwnedBy): boolean {
  return owner.id <= OWNER_RESERVED_MAX_ID;
}

/** The owners the state shows (filtered and sorted), and how many match before paging. */
export function visibleOwners(owners: readonly ModelOwnedBy[], query: OwnerListQuery): { rows: ModelOwnedBy[]; total: number } {
  const keyword = query.keyword.toLowerCase();
  const matching = owners.filter(
    (owner) =>
      (query.kind === 'all' || (query.kind === 'builtin') === isBuiltIn(owner)) &&
      (keyword === '' || owner.name.toLowerCase().includes(keyword) || String(owner.id) === keyword),
  );
  const desc = query.order.startsWith('-');
  const field = (desc ? query.order.slice(1) : query.order) || 'id';
  const sorted = [...matching].sort((a, b) => {
    const result = field === 'name' ? a.name.localeCompare(b.name) || a.id - b.id : a.id - b.id;
    return desc ? -result : result;
  });
  // A page past the end (owners deleted meanwhile) shows the last one, as the pager does.
  const lastPage = Math.max(1, Math.ceil(matching.length / query.size));
  const start = (Math.min(query.page, lastPage) - 1) * query.size;
  return { rows: sorted.slice(start, start + query.size), total: matching.length };
}

/** The first free id above the reserved range: what a new owner is offered. */
export function nextOwnerId(owners: readonly ModelOwnedBy[]): number {
  return Math.max(OWNER_RESERVED_MAX_ID, ...owners.map((owner) => owner.id)) + 1;
}
