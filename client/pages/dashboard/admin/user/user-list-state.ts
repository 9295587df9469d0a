import { ROLE } from '#shared/access.ts';
import { USER_ORDER_FIELDS, USER_ORDER_FIELDS_EXTENDED, USER_STATUS } from '#shared/api/schemas/user-admin.ts';
import { defineSearchState, listFields, oneOfField, optionalTextField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The roles a filter can pick, lowest first ('' = any). */
export const ROLE_CHOICES = [ROLE.common, ROLE.operator, ROLE.admin, ROLE.root] as const;
/** The statuses a filter can pick ('' = any). */
export const STATUS_CHOICES = [USER_STATUS.enabled, USER_STATUS.disabled] as const;

/**
 * The user list's URL state: an id or name prefix, the extension filters (exact group, role,
 * status), the 1-based page, the size and the order ('' = the gateway's default, newest first).
 */
export const USER_LIST_STATE = defineSearchState({
  keyword: textField('keyword'),
  group: optionalTextField('group', { max: 64 }),
  role: oneOfField<'' | (typeof ROLE_CHOICES)[number]>('role', ['', ...ROLE_CHOICES], ''),
  status: oneOfField<'' | (typeof STATUS_CHOICES)[number]>('status', ['', ...STATUS_CHOICES], ''),
  ...listFields({ sizes: USER_PAGE_SIZES, orderFields: USER_ORDER_FIELDS }),
});
export type UserListQuery = SearchStateOf<typeof USER_LIST_STATE>;

/** True when the state asks for something only the extension can do (a filter or a sort upstream lacks). */
export function usesExtensions(query: UserListQuery): boolean {
  const field = query.order.replace(/^-/, '');
  return (
    query.group !== null || query.role !== '' || query.status !== '' || (USER_ORDER_FIELDS_EXTENDED as readonly string[]).includes(field)
  );
}

/** The state without the extension's filters and sorts: what an unmodified one-hub can serve. */
export function upstreamOnly(query: UserListQuery): UserListQuery {
  const extendedOrder = (USER_ORDER_FIELDS_EXTENDED as readonly string[]).includes(query.order.replace(/^-/, ''));
  return { ...query, group: null, role: '', status: '', order: extendedOrder ? '' : query.order };
}

/** The gateway's query for a list state (defaults left out). */
export const apiQuery = (query: UserListQuery): Record<string, string> => gatewayQuery(USER_LIST_STATE, query);
