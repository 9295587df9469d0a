import { OPERATION_RECORD_ORDER_FIELDS } from '#shared/api/schemas/operation-record.ts';
import { defineSearchState, intField, listFields, optionalIntField, textField } from '#shared/url-state/search-state.ts';
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
export function recordApiQuery(query: RecordListQuery): Record<string, string | number | undefined> {
  return {
    page: query.page,
    size: query.size,
    order: query.order || undefined,
    action: query.action || undefined,
    target_type: query.targetType || undefined,
    target_id: query.targetId || undefined,
    user_id: query.userId ?? undefined,
    ip: query.ip || undefined,
    start_timestamp: query.start || undefined,
    end_timestamp: query.end || undefined,
  };
}

/** Clicking a column: descending first (newest, highest), then ascending, then the default. */
export function nextRecordOrder(current: string, field: string): string {
  if (current === `-${field}`) return field;
  if (current === field) return '';
  return `-${field}`;
}
