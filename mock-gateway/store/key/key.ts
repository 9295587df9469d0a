import { createHash } from 'node:crypto';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import type { Token, TokenSetting } from '#shared/api/schemas/key.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import type { WithExtraColumns } from '#mock-gateway/store/extra-columns.ts';

/** A stored API key; `key` is without the `sk-` prefix, as upstream stores it. */
export type TokenRecord = Required<Token> & WithExtraColumns;

const DAY = 86400;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 48-character legacy-style key (upstream still accepts them) derived from `seed`. */
export function deriveTokenKey(seed: string): string {
  const bytes = createHash('sha512').update(`mock-gateway:token:${seed}`).digest();
  let key = '';
  for (let i = 0; i < 48; i += 1) key += KEY_ALPHABET[(bytes[i] ?? 0) % KEY_ALPHABET.length];
  return key;
}

/**
 * The setting every key carries: Go marshals the nested structs even when empty and `null`
 * for empty slices; `billing_tag` only when set.
 */
export function fullSetting(setting: TokenSetting | null | undefined): NonNullable<TokenRecord['setting']> {
  const models = setting?.limits?.limit_model_setting?.models;
  const whitelist = setting?.limits?.limits_ip_setting?.whitelist;
  const full: NonNullable<TokenRecord['setting']> = {
    heartbeat: { enabled: setting?.heartbeat?.enabled ?? false, timeout_seconds: setting?.heartbeat?.timeout_seconds ?? 0 },
    limits: {
      limit_model_setting: { enabled: setting?.limits?.limit_model_setting?.enabled ?? false, models: models ? [...models] : null },
      limits_ip_setting: { enabled: setting?.limits?.limits_ip_setting?.enabled ?? false, whitelist: whitelist ? [...whitelist] : null },
    },
  };
  if (setting?.billing_tag !== undefined) full.billing_tag = setting.billing_tag;
  return full;
}

interface SeedToken {
  user_id: number;
  name: string;
  status?: number;
  /** Days from now; undefined = never expires. */
  expiresInDays?: number;
  /** undefined = unlimited. */
  remain?: number;
  used: number;
  group?: string;
  backup_group?: string;
  setting?: TokenSetting;
  ageDays: number;
}

// A few keys per seeded user covering every status, limited and unlimited quota, with and
// without groups and settings. Ids follow this order (1…).
const SEED_TOKENS: SeedToken[] = [
  { user_id: 1, name: 'root-default', used: 1843200, ageDays: 110 },
  {
    user_id: 1,
    name: 'research',
    remain: 50000000,
    used: 1200000,
    group: 'svip',
    backup_group: 'vip',
    ageDays: 80,
    setting: {
      heartbeat: { enabled: true, timeout_seconds: 60 },
      billing_tag: 'research',
      limits: { limit_model_setting: { enabled: true, models: ['gpt-4o', 'claude-3-5-sonnet-20241022', 'o1-mini', 'mj_imagine'] } },
    },
  },
  { user_id: 1, name: 'root-legacy', status: TOKEN_STATUS.expired, expiresInDays: -5, remain: 1000000, used: 413589, ageDays: 100 },
  { user_id: 2, name: 'admin-default', used: 734567, ageDays: 85 },
  { user_id: 2, name: 'admin-ci', status: TOKEN_STATUS.disabled, remain: 1000000, used: 500000, group: 'vip', ageDays: 40 },
  {
    user_id: 3,
    name: 'ops-main',
    remain: 10000000,
    used: 256789,
    backup_group: 'default',
    ageDays: 55,
    setting: { billing_tag: 'ops', limits: { limits_ip_setting: { enabled: true, whitelist: ['10.0.0.0/8', '192.168.1.20'] } } },
  },
  { user_id: 3, name: 'ops-exhausted', status: TOKEN_STATUS.exhausted, remain: 0, used: 200000, group: 'vip', ageDays: 50 },
  { user_id: 4, name: 'demo-key', used: 61728, ageDays: 30 },
  {
    user_id: 4,
    name: 'demo-limited',
    expiresInDays: 30,
    remain: 2500000,
    used: 40000,
    group: 'default',
    backup_group: 'vip',
    ageDays: 20,
    setting: {
      heartbeat: { enabled: true, timeout_seconds: 45 },
      limits: { limits_ip_setting: { enabled: true, whitelist: ['127.0.0.1', '::1'] } },
    },
  },
  { user_id: 4, name: 'demo-disabled', status: TOKEN_STATUS.disabled, remain: 500000, used: 12000, ageDays: 18 },
  { user_id: 4, name: 'demo-expired', status: TOKEN_STATUS.expired, expiresInDays: -3, used: 7000, ageDays: 27 },
  { user_id: 4, name: 'demo-exhausted', status: TOKEN_STATUS.exhausted, remain: 0, used: 2728, ageDays: 25 },
  { user_id: 5, name: 'banned-key', used: 0, ageDays: 9 },
];

/**
 * Seeded keys, ids 1…13: every status (enabled, disabled, expired with a past `expired_time`,
 * exhausted with `remain_quota` 0), unlimited and limited. Keys are `deriveTokenKey(id)`, so they
 * do not depend on the clock (the README lists them).
 */
export function seedTokens(seconds: number): TokenRecord[] {
  return SEED_TOKENS.map((seed, index) => {
    const id = index + 1;
    const created = seconds - seed.ageDays * DAY;
    return {
      id,
      user_id: seed.user_id,
      key: deriveTokenKey(String(id)),
      status: seed.status ?? TOKEN_STATUS.enabled,
      name: seed.name,
      created_time: created,
      accessed_time: seed.used === 0 ? created : seconds - (id % 5) * 3600,
      expired_time: seed.expiresInDays === undefined ? -1 : seconds + seed.expiresInDays * DAY,
      remain_quota: seed.remain ?? 0,
      unlimited_quota: seed.remain === undefined,
      used_quota: seed.used,
      group: seed.group ?? '',
      backup_group: seed.backup_group ?? '',
      setting: fullSetting(seed.setting),
    };
  });
}

/** The key record for a relay `Authorization: Bearer sk-…` value, or undefined. */
export function findTokenByKey(store: MockStore, key: string): TokenRecord | undefined {
  const bare = key.startsWith('sk-') ? key.slice(3) : key;
  if (bare === '') return undefined;
  // A handful of keys: a scan costs less than keeping an index in step with them.
  for (const token of store.tokens.values()) if (token.key === bare) return token;
  return undefined;
}
