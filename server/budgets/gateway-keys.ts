import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { TOKEN_STATUS, TokenSchema } from '#shared/api/schemas/key.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import type { AdminKeyUpdate } from '#shared/api/schemas/admin-keys.ts';
import { editOverStored } from '#shared/api/edit-over-stored.ts';

const StoredSearchSchema = z.object({ data: z.array(z.record(z.string(), z.unknown())) });

/** A key as the gateway stores it now: every field it sent (for the write back) and the ones the budget reads. */
export interface StoredKey {
  stored: Record<string, unknown>;
  token: Token;
}

/**
 * Reads one key of any user by its id through the admin search (the only way an admin reads
 * another user's key); null when the gateway has no such key.
 */
export async function readKey(api: ApiClient, tokenId: number): Promise<StoredKey | null> {
  const found = await api.get('/api/token/admin/search', StoredSearchSchema, { token_id: tokenId });
  const record = found.data.find((row) => row.id === tokenId);
  if (!record) return null;
  // What the search adds or masks is never sent back (as the admin keys page's save does).
  const { key: _masked, owner_name: _owner, ...stored } = record;
  return { stored, token: TokenSchema.parse(record) };
}

/** Gateway calls a refill made (the bench counts them). */
export interface RefillCalls {
  writes: number;
}

/**
 * Gives a key `remain` quota (limited, no longer unlimited) over the record as stored, so its
 * models, IP list, groups, expiry and what a newer one-hub adds stay as they are (ARCHITECTURE
 * "Edits go over the stored record"); the body keeps the stored status, which one-hub's full
 * update writes back unchanged. A key the gateway marked exhausted is then re-enabled (status
 * only: one-hub refuses that only while nothing is left). A disabled or expired key stays so.
 */
export async function refillKey(api: ApiClient, key: StoredKey, remain: number, calls: RefillCalls = { writes: 0 }): Promise<Token> {
  const { stored, token } = key;
  if (token.remain_quota !== remain || token.unlimited_quota) {
    // Only the two quota fields differ from the stored record; the key itself and the setting
    // (whose unknown parts the read schema would drop) are not among the compared fields, so the
    // stored ones go back.
    const { key: _key, setting: _setting, ...fields } = token;
    const before: AdminKeyUpdate = { ...fields, user_id: 0 };
    const body = editOverStored(stored, before, { ...before, remain_quota: remain, unlimited_quota: false });
    // user_id 0 keeps the owner (a key moved meanwhile is not moved back).
    await api.put('/api/token/admin', { ...body, user_id: 0 }, z.unknown());
    calls.writes += 1;
  }
  if (token.status === TOKEN_STATUS.exhausted && remain > 0) {
    await api.put('/api/token/admin?status_only=true', { id: token.id, status: TOKEN_STATUS.enabled }, z.unknown());
    calls.writes += 1;
  }
  const enabled = token.status === TOKEN_STATUS.exhausted && remain > 0;
  return { ...token, remain_quota: remain, unlimited_quota: false, status: enabled ? TOKEN_STATUS.enabled : token.status };
}
