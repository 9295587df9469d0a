import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { withSearchState } from '#shared/url-state/search-state.ts';
import type { SearchStateCodec } from '#shared/url-state/search-state.ts';
import { apiOf } from './loader-helpers.ts';

/** A list loader's start: the URL, the list's state read from it, and the API client with the visitor's credentials. */
export function listRequest<Query>({ request, context }: LoaderFunctionArgs, codec: SearchStateCodec<Query>) {
  const url = new URL(request.url);
  return { url, query: codec.parse(url.searchParams), api: apiOf(context) };
}

/**
 * A paged list's loader, once it knows the total: a page past the end (rows deleted since the
 * link was shared, a search that narrowed) throws the redirect to the last page, keeping every
 * other parameter of the URL, so the reader lands on rows instead of an empty table.
 */
export function redirectPastLastPage<Query extends { page: number; size: number }>(
  url: URL,
  codec: SearchStateCodec<Query>,
  query: Query,
  total: number,
): void {
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  if (query.page > lastPage)
    throw redirect(`${url.pathname}?${withSearchState(codec, url.searchParams, { ...query, page: lastPage }).toString()}`);
}
