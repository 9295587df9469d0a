import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { UserGroupMapSchema, UserGroupRateMapSchema } from '#shared/api/schemas/group.ts';
import type { UserGroupMap, UserGroupRate, UserGroupRateMap } from '#shared/api/schemas/group.ts';

/** Why a page's data is missing: the gateway lacks the endpoint, or the call failed. */
export type LoadFailure = 'unsupported' | 'failed';

export type Loaded<T> = { ok: true; data: T } | { ok: false; error: LoadFailure };

/** A 404 (upstream's `Invalid URL`) means this gateway has no such endpoint (extensions.md). */
export function failureOf(error: unknown): LoadFailure {
  return error instanceof ApiError && error.status === 404 ? 'unsupported' : 'failed';
}

/** The rate cards of upstream's `/api/user_group_map` (symbol → UserGroup; `discount` = `ratio`). */
export function ratesFromGroupMap(map: UserGroupMap): UserGroupRate[] {
  return Object.values(map).map(({ id, symbol, name, ratio, api_rate, public: isPublic }) => ({
    id,
    symbol,
    name,
    discount: ratio,
    api_rate,
    ratio,
    public: isPublic,
  }));
}

function byId(groups: UserGroupRate[]): UserGroupRate[] {
  return [...groups].sort((a, b) => a.id - b.id);
}

/**
 * The groups the caller may see (public ones plus their own) keyed by group id: the spec's
 * `/api/user_group_rate`, else, when the gateway lacks it, upstream's `/api/user_group_map`, so
 * an unmodified one-hub works. Every reader of group rates (the group, prices, pricing, key and
 * profile pages, the model list and the user drawer) goes through here. Rejects with the
 * extension's error when both fail (a 404 there only when the gateway has neither).
 */
export async function fetchGroupRateMap(api: ApiClient, now = Date.now()): Promise<UserGroupRateMap> {
  // In a browser tab (one gateway) a gateway without the extension is asked for upstream's map at
  // once for a while, not after a 404 every time (two round trips: the user drawer's group line
  // came 1.4 s late, issue 36). The server renders for one gateway too, but its tests run several
  // in one process: it asks every time (on its own network, a 404 costs little).
  const inBrowser = typeof window !== 'undefined';
  if (!inBrowser || now >= extensionAbsentUntil) {
    try {
      return await api.get('/api/user_group_rate', UserGroupRateMapSchema);
    } catch (first) {
      if (failureOf(first) !== 'unsupported') throw first;
      if (inBrowser) extensionAbsentUntil = now + ABSENCE_REMEMBERED_MS;
    }
  }
  const groups = ratesFromGroupMap(await api.get('/api/user_group_map', UserGroupMapSchema));
  return Object.fromEntries(groups.map((group) => [String(group.id), group]));
}

/** How long a 404 of `/api/user_group_rate` is believed: a gateway upgraded meanwhile is asked again after it. */
const ABSENCE_REMEMBERED_MS = 10 * 60_000;
/** Until when this browser tab skips the extension. */
let extensionAbsentUntil = 0;

/** The groups the caller may see, sorted by id, or why they are missing (`fetchGroupRateMap`). */
export async function loadGroupRates(api: ApiClient): Promise<Loaded<UserGroupRate[]>> {
  try {
    return { ok: true, data: byId(Object.values(await fetchGroupRateMap(api))) };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}
