import { withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { deriveTokenKey, fullSetting } from './key.ts';
import type { TokenRecord } from './key.ts';
import type { BoundToken } from './input.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** Sortable key columns (upstream's allowedTokenOrderFields, contract §2.5). */
export const TOKEN_ORDER_FIELDS = [
  'id',
  'name',
  'status',
  'expired_time',
  'created_time',
  'remain_quota',
  'used_quota',
] as const satisfies readonly (keyof Token)[];

/** Reliable users (role ≥ 3) see and set `setting.billing_tag`; others never do. */
export const BILLING_TAG_MIN_ROLE = 3;

/** A copy to send: upstream's key order, the billing tag dropped for callers below role 3. */
export function serializeToken(token: TokenRecord, callerRole: number): TokenRecord {
  const setting = fullSetting(token.setting);
  if (callerRole < BILLING_TAG_MIN_ROLE) delete setting.billing_tag;
  return withExtraColumns(
    {
      id: token.id,
      user_id: token.user_id,
      key: token.key,
      status: token.status,
      name: token.name,
      created_time: token.created_time,
      accessed_time: token.accessed_time,
      expired_time: token.expired_time,
      remain_quota: token.remain_quota,
      unlimited_quota: token.unlimited_quota,
      used_quota: token.used_quota,
      group: token.group,
      backup_group: token.backup_group,
      setting,
    },
    token.extra,
  );
}

// SQL LIKE 'kw%' is case-insensitive on upstream's default MySQL and SQLite collations.
function namePrefix(token: TokenRecord, keyword: string): boolean {
  return keyword === '' || token.name.toLowerCase().startsWith(keyword.toLowerCase());
}

/** The keys matching an owner (0 = anyone), a key id (0 = any) and a name prefix. */
export function searchTokens(store: MockStore, userId: number, tokenId: number, keyword: string): TokenRecord[] {
  // By id, as the console's budget job reads each key: one look-up, like upstream's primary key.
  const byId = tokenId > 0 ? store.tokens.get(tokenId) : undefined;
  const candidates = tokenId > 0 ? (byId ? [byId] : []) : [...store.tokens.values()];
  return candidates.filter(
    (token) => (userId === 0 || token.user_id === userId) && (tokenId === 0 || token.id === tokenId) && namePrefix(token, keyword),
  );
}

/** The caller's key with this id (GetTokenByIds), or upstream's error text. */
export function ownToken(store: MockStore, id: number, userId: number): TokenRecord | string {
  if (id === 0 || userId === 0) return 'id 或 userId 为空！';
  const token = store.tokens.get(id);
  return token && token.user_id === userId ? token : 'record not found';
}

/** What a new key needs; gorm's column defaults replace Go zero values (expiry 0 → -1). */
export type NewToken = Omit<BoundToken, 'id' | 'status'>;

/** Inserts a key with the next id, a fresh 48-character key and the store's clock. */
export function insertToken(store: MockStore, input: NewToken): TokenRecord {
  const id = store.nextTokenId++;
  const seconds = Math.floor(store.now() / 1000);
  const token: TokenRecord = {
    id,
    user_id: input.user_id,
    key: deriveTokenKey(`${id}:${input.user_id}:${store.now()}:${store.tokens.size}`),
    status: 1,
    name: input.name,
    created_time: seconds,
    accessed_time: seconds,
    expired_time: input.expired_time === 0 ? -1 : input.expired_time,
    remain_quota: input.remain_quota,
    unlimited_quota: input.unlimited_quota,
    used_quota: 0,
    group: input.group,
    backup_group: input.backup_group,
    setting: fullSetting(input.setting),
  };
  store.tokens.set(id, token);
  return token;
}
