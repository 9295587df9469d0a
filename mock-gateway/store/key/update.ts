import { TOKEN_FIELDS, bindToken, groupError, nameTooLong, settingError } from './input.ts';
import { extraColumnsOf, replacedColumns } from '#mock-gateway/store/extra-columns.ts';
import { BILLING_TAG_MIN_ROLE, ownToken, serializeToken } from './list.ts';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { fullSetting } from './key.ts';
import type { TokenRecord } from './key.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';

/** The updated key to send, or upstream's refusal. */
export type UpdateResult = { ok: true; token: TokenRecord } | { ok: false; message: string };

const refuse = (message: string): UpdateResult => ({ ok: false, message });

// Upstream refuses to re-enable a key only while it still is expired or exhausted.
function enableRefusal(token: TokenRecord, seconds: number): string | null {
  if (token.status === TOKEN_STATUS.expired && token.expired_time <= seconds && token.expired_time !== -1) {
    return '令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期';
  }
  if (token.status === TOKEN_STATUS.exhausted && token.remain_quota <= 0 && !token.unlimited_quota) {
    return '令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度';
  }
  return null;
}

/**
 * `PUT /api/token/` (own keys) and `PUT /api/token/admin` (any key, `user_id` > 0 transfers it),
 * in upstream's order of checks. `statusOnly` changes nothing but the status; a full update
 * keeps the status and, for callers below role 3, the stored billing tag.
 */
export function updateToken(store: MockStore, caller: UserRecord, body: unknown, statusOnly: boolean, asAdmin: boolean): UpdateResult {
  const input = bindToken(body);
  if (typeof input === 'string') return refuse(input);
  if (nameTooLong(input.name)) return refuse('令牌名称过长');
  const settingProblem = settingError(input.setting);
  if (settingProblem) return refuse(settingProblem);
  let stored: TokenRecord | string;
  if (asAdmin) stored = input.id === 0 ? 'id 为空！' : (store.tokens.get(input.id) ?? 'record not found');
  else stored = ownToken(store, input.id, caller.id);
  if (typeof stored === 'string') return refuse(stored);
  if (input.status === TOKEN_STATUS.enabled) {
    const refusal = enableRefusal(stored, Math.floor(store.now() / 1000));
    if (refusal) return refuse(refusal);
  }
  const transferTo = asAdmin && input.user_id > 0 ? input.user_id : stored.user_id;
  if (transferTo !== stored.user_id && !store.users.has(transferTo)) return refuse('目标用户不存在');
  const owner = store.users.get(transferTo);
  const changedGroups: [string, string][] = [
    [stored.group, input.group],
    [stored.backup_group, input.backup_group],
  ];
  for (const [before, after] of changedGroups) {
    const problem = before !== after && after !== '' ? groupError(store, owner, after, asAdmin) : null;
    if (problem) return refuse(problem);
  }
  if (statusOnly) {
    stored.status = input.status;
  } else {
    if (input.remain_quota < 0) return refuse('令牌额度不能为负数');
    const setting = fullSetting(input.setting);
    const keepTag = !asAdmin && caller.role < BILLING_TAG_MIN_ROLE;
    if (keepTag) {
      delete setting.billing_tag;
      const oldTag = stored.setting?.billing_tag;
      if (oldTag !== undefined) setting.billing_tag = oldTag;
    }
    Object.assign(stored, {
      name: input.name,
      expired_time: input.expired_time,
      remain_quota: input.remain_quota,
      unlimited_quota: input.unlimited_quota,
      group: input.group,
      backup_group: input.backup_group,
      setting,
      user_id: transferTo,
      // The update writes the listed columns whole; a newer one-hub's would be among them.
      extra: replacedColumns(extraColumnsOf(body, Object.keys(TOKEN_FIELDS), ['setting', 'owner_name'])),
    });
  }
  return { ok: true, token: serializeToken(stored, caller.role) };
}
