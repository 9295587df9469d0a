import { USER_ORDER_FIELDS as ORDER_FIELDS } from '#shared/api/schemas/user-admin.ts';
import type { UserListFilters } from '#shared/api/schemas/user-admin.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';

/**
 * Sortable columns of the admin user list: upstream's allowedUserOrderFields (contract §2.4)
 * plus the double's extension fields `quota`, `used_quota` and `request_count`.
 */
export const USER_ORDER_FIELDS = ORDER_FIELDS satisfies readonly (keyof User)[];

/** No filter: every user. */
export const NO_USER_FILTERS: UserListFilters = { group: null, role: null, status: null };

// SQL LIKE is case-insensitive on upstream's default MySQL and SQLite collations.
function startsWith(value: string, prefix: string): boolean {
  return value.toLowerCase().startsWith(prefix);
}

/**
 * Users matching an admin search like upstream's GetUsersList: the exact id, or a prefix
 * (`LIKE 'kw%'`) of username, email, display_name or group. An empty keyword matches everyone.
 * The extension filters (exact group symbol, role, status) narrow it further.
 */
export function searchUsers(store: MockStore, keyword: string, filters: UserListFilters = NO_USER_FILTERS): UserRecord[] {
  const users = [...store.users.values()].filter(
    (user) =>
      (filters.group === null || user.group === filters.group) &&
      (filters.role === null || user.role === filters.role) &&
      (filters.status === null || user.status === filters.status),
  );
  if (keyword === '') return users;
  // Upstream's String2Int turns a non-number into 0, an id no user has.
  const id = /^\d+$/.test(keyword) ? Number(keyword) : 0;
  const prefix = keyword.toLowerCase();
  return users.filter(
    (user) => user.id === id || [user.username, user.email, user.display_name, user.group].some((value) => startsWith(value, prefix)),
  );
}
