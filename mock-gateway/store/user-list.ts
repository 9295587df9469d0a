import type { User } from '../../shared/api/schemas/user.ts';
import type { MockStore, UserRecord } from './state.ts';

/** Sortable columns of the admin user list (upstream's allowedUserOrderFields, contract §2.4). */
export const USER_ORDER_FIELDS = [
  'id',
  'username',
  'role',
  'status',
  'created_time',
  'last_login_time',
  'last_login_ip',
] as const satisfies readonly (keyof User)[];

// SQL LIKE is case-insensitive on upstream's default MySQL and SQLite collations.
function startsWith(value: string, prefix: string): boolean {
  return value.toLowerCase().startsWith(prefix);
}

/**
 * Users matching an admin search like upstream's GetUsersList: the exact id, or a prefix
 * (`LIKE 'kw%'`) of username, email, display_name or group. An empty keyword matches everyone.
 */
export function searchUsers(store: MockStore, keyword: string): UserRecord[] {
  const users = [...store.users.values()];
  if (keyword === '') return users;
  // Upstream's String2Int turns a non-number into 0, an id no user has.
  const id = /^\d+$/.test(keyword) ? Number(keyword) : 0;
  const prefix = keyword.toLowerCase();
  return users.filter(
    (user) => user.id === id || [user.username, user.email, user.display_name, user.group].some((value) => startsWith(value, prefix)),
  );
}
