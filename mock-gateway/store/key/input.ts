import { z } from 'zod';
import type { TokenSetting } from '#shared/api/schemas/key.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';

/** A request body bound into upstream's Token struct: absent or null fields keep Go's zero value. */
export interface BoundToken {
  id: number;
  user_id: number;
  status: number;
  name: string;
  expired_time: number;
  remain_quota: number;
  unlimited_quota: boolean;
  group: string;
  backup_group: string;
  setting: TokenSetting | null;
}

type GoKind = 'int' | 'int64' | 'string' | 'bool';

/** The Token struct's JSON fields; anything else a body carries is an extra column to the double. */
export const TOKEN_FIELDS: Record<string, GoKind> = {
  id: 'int',
  user_id: 'int',
  key: 'string',
  status: 'int',
  name: 'string',
  created_time: 'int64',
  accessed_time: 'int64',
  expired_time: 'int64',
  remain_quota: 'int',
  unlimited_quota: 'bool',
  used_quota: 'int',
  group: 'string',
  backup_group: 'string',
};

// Lenient like encoding/json: every part may be missing or null; billing_tag is a *string.
const NullableBool = z.boolean().nullish();
const SettingBody = z.object({
  heartbeat: z.object({ enabled: NullableBool, timeout_seconds: z.int().nullish() }).nullish(),
  limits: z
    .object({
      limit_model_setting: z.object({ enabled: NullableBool, models: z.array(z.string()).nullish() }).nullish(),
      limits_ip_setting: z.object({ enabled: NullableBool, whitelist: z.array(z.string()).nullish() }).nullish(),
    })
    .nullish(),
  billing_tag: z.string().nullish(),
});

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

// encoding/json's wording for a value of the wrong JSON type.
function mismatch(value: unknown, field: string, goType: string): string {
  const detail = typeof value === 'number' ? `number ${String(value)}` : jsonKind(value);
  return `json: cannot unmarshal ${detail} into Go struct field Token.${field} of type ${goType}`;
}

function fieldError(field: string, kind: GoKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'string') return typeof value === 'string' ? null : mismatch(value, field, 'string');
  if (kind === 'bool') return typeof value === 'boolean' ? null : mismatch(value, field, 'bool');
  return typeof value === 'number' && Number.isSafeInteger(value) ? null : mismatch(value, field, kind);
}

function toSetting(raw: z.infer<typeof SettingBody>): TokenSetting {
  const setting: TokenSetting = {
    heartbeat: { enabled: raw.heartbeat?.enabled ?? false, timeout_seconds: raw.heartbeat?.timeout_seconds ?? 0 },
    limits: {
      limit_model_setting: {
        enabled: raw.limits?.limit_model_setting?.enabled ?? false,
        models: raw.limits?.limit_model_setting?.models ?? null,
      },
      limits_ip_setting: {
        enabled: raw.limits?.limits_ip_setting?.enabled ?? false,
        whitelist: raw.limits?.limits_ip_setting?.whitelist ?? null,
      },
    },
  };
  if (typeof raw.billing_tag === 'string') setting.billing_tag = raw.billing_tag;
  return setting;
}

/** Binds a JSON body like gin's ShouldBindJSON into a Token, or gives encoding/json's error. */
export function bindToken(body: unknown): BoundToken | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `json: cannot unmarshal ${jsonKind(body)} into Go value of type model.Token`;
  }
  const record = body as Record<string, unknown>;
  for (const [field, kind] of Object.entries(TOKEN_FIELDS)) {
    const error = fieldError(field, kind, record[field]);
    if (error) return error;
  }
  let setting: TokenSetting | null = null;
  if (record.setting !== undefined && record.setting !== null) {
    const parsed = SettingBody.safeParse(record.setting);
    if (!parsed.success)
      return `json: cannot unmarshal ${jsonKind(record.setting)} into Go struct field Token.setting of type model.TokenSetting`;
    setting = toSetting(parsed.data);
  }
  const str = (field: string) => (typeof record[field] === 'string' ? record[field] : '');
  const int = (field: string) => (typeof record[field] === 'number' ? record[field] : 0);
  return {
    id: int('id'),
    user_id: int('user_id'),
    status: int('status'),
    name: str('name'),
    expired_time: int('expired_time'),
    remain_quota: int('remain_quota'),
    unlimited_quota: record.unlimited_quota === true,
    group: str('group'),
    backup_group: str('backup_group'),
    setting,
  };
}

/** Upstream measures the name in bytes (Go's len), so 11 CJK characters are already too long. */
export function nameTooLong(name: string): boolean {
  return Buffer.byteLength(name, 'utf8') > 30;
}

/** validateTokenSetting: an enabled heartbeat needs 30–90 seconds. */
export function settingError(setting: TokenSetting | null): string | null {
  const heartbeat = setting?.heartbeat;
  if (heartbeat?.enabled && (heartbeat.timeout_seconds < 30 || heartbeat.timeout_seconds > 90)) {
    return 'heartbeat timeout seconds must be between 30 and 90';
  }
  return null;
}

/**
 * validateTokenGroup: the symbol must name an enabled group that is public or the owner's own.
 * `forOther` gives the admin wording used when the key belongs to someone else.
 */
export function groupError(store: MockStore, owner: UserRecord | undefined, symbol: string, forOther = false): string | null {
  if (!owner || owner.group === '') return '获取用户组信息失败';
  const group = [...store.groups.values()].find((candidate) => candidate.enable && candidate.symbol === symbol);
  if (!group) return '无效的用户组';
  if (!group.public && owner.group !== symbol) return forOther ? '目标用户无权使用指定的分组' : '当前用户组无权使用指定的分组';
  return null;
}
