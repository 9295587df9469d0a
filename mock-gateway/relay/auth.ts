import type { FastifyRequest } from 'fastify';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { ROLE } from '#shared/access.ts';
import { clientIp } from '#mock-gateway/http/rate-limit.ts';
import { findTokenByKey } from '#mock-gateway/store/key/key.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';
import { ipAllowed, normaliseIp } from './ip.ts';

/** Who calls the relay, with which key, from where, and in which groups (upstream's TokenAuth + Distribute). */
export interface RelayCaller {
  token: TokenRecord;
  user: UserRecord;
  ip: string;
  /** The effective group: the key's group, else its backup group, else the user's. */
  group: UserGroup;
  /** The key's backup group symbol ('' when none), tried when no channel serves the primary. */
  backupGroup: string;
  /** Admin-only `sk-…#<channel id>` suffix; 0 when absent. */
  channelId: number;
}

/** An enabled group by symbol. */
export function groupBySymbol(store: MockStore, symbol: string): UserGroup | undefined {
  return [...store.groups.values()].find((group) => group.enable && group.symbol === symbol);
}

// Upstream's ValidateUserToken: status first, then expiry and balance, which also flip the status.
function tokenRefusal(store: MockStore, token: TokenRecord): string | null {
  if (token.status !== TOKEN_STATUS.enabled) {
    if (token.status === TOKEN_STATUS.exhausted) return '令牌额度已用尽';
    if (token.status === TOKEN_STATUS.expired) return '令牌已过期';
    return '令牌状态不可用';
  }
  if (token.expired_time !== -1 && token.expired_time < nowSeconds(store)) {
    token.status = TOKEN_STATUS.expired;
    return '令牌已过期';
  }
  if (!token.unlimited_quota && token.remain_quota <= 0) {
    token.status = TOKEN_STATUS.exhausted;
    return '令牌额度已用尽';
  }
  return null;
}

/**
 * Checks `Authorization: Bearer sk-<key>[#channel]` like upstream's OpenaiAuth and Distribute:
 * 401 for a missing, unknown, disabled, expired or exhausted key (and for a banned owner, which
 * upstream also reports as an invalid key), 403 outside the key's IP allow-list, for a channel
 * suffix of a non-admin, or when the effective group does not exist.
 */
export function authenticateRelay(store: MockStore, request: FastifyRequest): RelayResult<RelayCaller> {
  const header = request.headers.authorization ?? '';
  const raw = header.replace(/^Bearer /, '').replace(/^sk-/, '');
  const [key = '', ...suffix] = raw.split('#');
  const token = key === '' ? undefined : findTokenByKey(store, key);
  const user = token ? store.users.get(token.user_id) : undefined;
  if (!token || !user || user.status !== 1) return refuse(401, '无效的令牌');
  const refusal = tokenRefusal(store, token);
  if (refusal !== null) return refuse(401, refusal);
  const ip = normaliseIp(clientIp(request));
  const ipSetting = token.setting?.limits?.limits_ip_setting;
  if (ipSetting?.enabled && !ipAllowed(ip, ipSetting.whitelist ?? [])) return refuse(403, `IP ${ip} is not allowed to access`);
  let channelId = 0;
  if (suffix.length > 0) {
    if (user.role < ROLE.admin) return refuse(403, '普通用户不支持指定渠道');
    const wanted = suffix[0] ?? '';
    // `#!<id>` only skips a channel; the double routes deterministically, so it changes nothing.
    channelId = wanted.startsWith('!') ? 0 : /^\d+$/.test(wanted) ? Number(wanted) : 0;
    if (channelId === 0 && !wanted.startsWith('!')) return refuse(403, '无效的渠道 Id');
  }
  const symbol = token.group || token.backup_group || user.group;
  const group = groupBySymbol(store, symbol);
  if (!group) return refuse(403, `分组 ${symbol} 不存在`);
  return { ok: true, value: { token, user, ip, group, backupGroup: token.backup_group, channelId } };
}
