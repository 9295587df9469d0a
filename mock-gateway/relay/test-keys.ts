import { randomBytes } from 'node:crypto';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** A fresh 48-character key (upstream's legacy length; shown as `sk-` + key). */
export function newRelayKey(): string {
  return randomBytes(36).toString('base64url').slice(0, 48);
}

/**
 * Test helper: stores an enabled key for `userId` (unlimited unless told otherwise) directly in
 * `store.tokens` and returns it; `overrides` may set any field (status, quota, groups, setting…).
 */
export function addTestKey(store: MockStore, userId: number, overrides: Partial<TokenRecord> = {}): TokenRecord {
  const seconds = nowSeconds(store);
  const token: TokenRecord = {
    id: store.nextTokenId++,
    user_id: userId,
    key: newRelayKey(),
    status: 1,
    name: `test-key-${store.nextTokenId - 1}`,
    created_time: seconds,
    accessed_time: seconds,
    expired_time: -1,
    remain_quota: 0,
    unlimited_quota: true,
    used_quota: 0,
    group: '',
    backup_group: '',
    setting: null,
    ...overrides,
  };
  store.tokens.set(token.id, token);
  return token;
}
