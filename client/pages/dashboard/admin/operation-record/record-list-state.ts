import { OPERATION_RECORD_ORDER_FIELDS } from '#shared/api/schemas/operation-record.ts';
import { defineSearchState, intField, listFields, optionalIntField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const RECORD_PAGE_SIZES = [20, 50, 100] as const;

/**
 * The audit list's URL state: the action (`user.quota`), the target's type and id, the actor's
 * user id, the caller's IP, the time range (Unix seconds, 0 = open), the page, size and order
 * ('' = the gateway's default, newest first).
 */
export const RECORD_LIST_STATE = defineSearchState({
  action: textField('action', { max: 64 }),
  targetType: textField('target_type', { max: 32 }),
  targetId: textField('target_id', { max: 64 }),
  userId: optionalIntField('user_id', { min: 1 }),
  ip: textField('ip', { max: 64 }),
  start: intField('start_timestamp'),
  end: intField('end_timestamp'),
  ...listFields({ sizes: RECORD_PAGE_SIZES, orderFields: OPERATION_RECORD_ORDER_FIELDS }),
});
export type RecordListQuery = SearchStateOf<typeof RECORD_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const recordApiQuery = (query: RecordListQuery): Record<string, string> => gatewayQuery(RECORD_LIST_STATE, query);

/** Clicking a column: descending first (newest, highest), then ascending, then the default. */
export function nextRecordOrder(current: string, field: string): string {
  if (current === `-${field}`) return field;
  if (current === field) return '';
  return `-${field}`;
}
