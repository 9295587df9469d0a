import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** Token status (contract §1.3): 1 enabled, 2 disabled, 3 expired, 4 exhausted. */
export const TOKEN_STATUS = { enabled: 1, disabled: 2, expired: 3, exhausted: 4 } as const;

/** `Token.setting` (contract §2.14): heartbeat, model and IP limits, billing tag (role ≥ 3). */
export const TokenSettingSchema = z.object({
  heartbeat: z.optional(z.object({ enabled: z.boolean(), timeout_seconds: z.int() })),
  limits: z.optional(
    z.object({
      limit_model_setting: z.optional(z.object({ enabled: z.boolean(), models: z.nullable(z.array(z.string())) })),
      limits_ip_setting: z.optional(z.object({ enabled: z.boolean(), whitelist: z.nullable(z.array(z.string())) })),
    }),
  ),
  billing_tag: z.optional(z.string()),
});
/** A key's extra settings. */
export type TokenSetting = z.infer<typeof TokenSettingSchema>;

/** An API key as `/api/token/` lists it (contract §2.5, §2.14). The console shows it as `sk-` + `key`. */
export const TokenSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  key: z.string(),
  status: z.int(),
  name: z.string(),
  created_time: z.int(),
  accessed_time: z.int(),
  /** Unix seconds; -1 means never. */
  expired_time: z.int(),
  remain_quota: z.int(),
  unlimited_quota: z.boolean(),
  used_quota: z.int(),
  /** User-group symbol; "" follows the user's group. */
  group: z.string(),
  backup_group: z.string(),
  setting: z.optional(z.nullable(TokenSettingSchema)),
});
/** An API key. */
export type Token = z.infer<typeof TokenSchema>;

/** `GET /api/token/` data. */
export const TokenPageSchema = pageOf(TokenSchema);
/** A page of keys. */
export type TokenPage = z.infer<typeof TokenPageSchema>;

/** `POST /api/token/` body (contract §2.5); `PUT` sends the same plus `id`. */
export const TokenInputSchema = z.object({
  name: z.string().check(z.maxLength(30)),
  expired_time: z.int(),
  remain_quota: z.int().check(z.gte(0)),
  unlimited_quota: z.boolean(),
  group: z.optional(z.string()),
  backup_group: z.optional(z.string()),
  setting: z.optional(TokenSettingSchema),
});
/** What creating a key sends. */
export type TokenInput = z.infer<typeof TokenInputSchema>;

/**
 * `PUT /api/token/` body: the key's id and what creating it sends. One-hub binds the whole
 * record, so the console sends the full key with its changes (other keys are allowed).
 */
export const TokenUpdateSchema = z.object({ ...TokenInputSchema.shape, id: z.int() });
/** What editing a key sends. */
export type TokenUpdate = z.infer<typeof TokenUpdateSchema>;

/** `PUT /api/token/?status_only=true` body. */
export const TokenStatusInputSchema = z.object({ id: z.int(), status: z.int() });
/** What enabling or disabling a key sends. */
export type TokenStatusInput = z.infer<typeof TokenStatusInputSchema>;
