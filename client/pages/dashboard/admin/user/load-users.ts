import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { AdminUserPageSchema } from '#shared/api/schemas/user-admin.ts';
import type { AdminUser } from '#shared/api/schemas/user-admin.ts';
import { apiQuery, upstreamOnly, usesExtensions } from './user-list-state.ts';
import type { UserListQuery } from './user-list-state.ts';

export interface LoadedUsers {
  users: AdminUser[];
  total: number;
  /** The gateway filters by group, role and status and sorts by balance, usage and requests (the double's extension). */
  extended: boolean;
  /** The URL asked for an extension this gateway lacks: the list shown is the unfiltered one. */
  fellBack: boolean;
}

/**
 * One page of users. A gateway that applied the extension filters echoes them (`data.filters`);
 * one that did not (upstream one-hub ignores them, and refuses the extra sorts) gets the same
 * request again without them, so the page never shows an unfiltered list as filtered. Other
 * failures are the dashboard error boundary's to explain.
 */
export async function loadUsers(api: ApiClient, query: UserListQuery): Promise<LoadedUsers> {
  const ask = async (state: UserListQuery) => api.get('/api/user/', AdminUserPageSchema, apiQuery(state));
  if (!usesExtensions(query)) {
    const page = await ask(query);
    return { users: page.data, total: page.total_count, extended: page.filters !== undefined, fellBack: false };
  }
  const page = await ask(query).catch(() => null);
  if (page?.filters) return { users: page.data, total: page.total_count, extended: true, fellBack: false };
  const plain = await ask(upstreamOnly(query));
  return { users: plain.data, total: plain.total_count, extended: false, fellBack: true };
}

/** The enabled groups' symbols for the filter and the edit dialog (`GET /api/group/`); none when the gateway refuses. */
export async function loadGroups(api: ApiClient): Promise<string[]> {
  return api.get('/api/group/', z.array(z.string())).catch(() => []);
}
