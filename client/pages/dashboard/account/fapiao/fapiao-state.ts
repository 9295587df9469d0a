import { FAPIAO_STATUSES } from '#shared/api/schemas/fapiao.ts';
import { defineSearchState, listFields, oneOfField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const FAPIAO_PAGE_SIZES = [10, 20, 50] as const;

/** The page's two views: the user's own titles and requests, and (admins) the queue of everyone's. */
export const FAPIAO_VIEWS = ['mine', 'queue'] as const;
export type FapiaoView = (typeof FAPIAO_VIEWS)[number];

/** The status filter: every request, or one status. */
export const STATUS_FILTERS = ['all', ...FAPIAO_STATUSES] as const;

/**
 * The page's URL state: the view, the status filter (both views), the user filter (the queue),
 * and the page and size of the list the view shows.
 */
export const FAPIAO_STATE = defineSearchState({
  view: oneOfField('view', FAPIAO_VIEWS, 'mine'),
  status: oneOfField('status', STATUS_FILTERS, 'all'),
  username: textField('username', { max: 50 }),
  ...listFields({ sizes: FAPIAO_PAGE_SIZES }),
});
export type FapiaoQuery = SearchStateOf<typeof FAPIAO_STATE>;

/** The gateway's query for a view (defaults left out; only the queue filters by user). */
export function fapiaoApiQuery(query: FapiaoQuery, view: FapiaoView): Record<string, string | number | undefined> {
  return {
    page: query.page,
    size: query.size,
    status: query.status === 'all' ? undefined : query.status,
    username: view === 'queue' && query.username ? query.username : undefined,
  };
}
