import type { ApiClient } from '#shared/api/client.ts';
import { AdminUserPageSchema } from '#shared/api/schemas/user-admin.ts';

/** A user a key can be moved to, named as the key search names owners (display name, else username). */
export interface KeyOwner {
  id: number;
  name: string;
}

const PAGE_SIZE = 100;
// The keyword also matches name prefixes ("7" finds "7eleven"); a handful of pages is plenty.
const MAX_PAGES = 5;

/**
 * The user with this id, or null when there is none. Asks the admin user list (`GET /api/user/`
 * with the id as keyword, which matches an exact id on upstream and the double) rather than
 * `GET /api/user/:id`, which refuses an admin another admin or root. Failures reject.
 */
export async function findUser(api: ApiClient, id: number): Promise<KeyOwner | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.get('/api/user/', AdminUserPageSchema, { keyword: id, page, size: PAGE_SIZE });
    const user = list.data.find((row) => row.id === id);
    if (user) return { id: user.id, name: user.display_name || user.username };
    if (page * PAGE_SIZE >= list.total_count) break;
  }
  return null;
}
