import { MJ_ORDER_FIELDS } from '#shared/api/schemas/task.ts';
import { defineSearchState, intField, listFields, optionalIntField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const MJ_PAGE_SIZES = [10, 20, 50, 100] as const;

const MAX_SECONDS = 253_402_300_799;

/**
 * The Midjourney list's URL state, named like the gateway's query (contract §2.11): the task
 * id, the submit-time range, for admins the channel, and paging. Upstream filters nothing else.
 */
export const MJ_LIST_STATE = defineSearchState({
  mjId: textField('mj_id', { max: 64 }),
  start: intField('start_timestamp', { max: MAX_SECONDS }),
  end: intField('end_timestamp', { max: MAX_SECONDS }),
  channelId: optionalIntField('channel_id'),
  ...listFields({ sizes: MJ_PAGE_SIZES, orderFields: MJ_ORDER_FIELDS }),
});
export type MjListQuery = SearchStateOf<typeof MJ_LIST_STATE>;

/** The gateway's query for a list state (defaults left out; the admin filters only for admins). */
export function mjApiQuery(query: MjListQuery, isAdmin: boolean): Record<string, string> {
  return gatewayQuery(MJ_LIST_STATE, query, isAdmin ? [] : ['channel_id']);
}
