import { randomUUID } from 'node:crypto';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { isExpiredRedemption, REDEMPTION_NAME_MAX_BYTES, REDEMPTION_STATUS } from '#shared/api/schemas/redemption-admin.ts';
import { promoteAfterTopUp } from './promotion.ts';
import { appendAccountLog } from '#mock-gateway/store/log/log.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { logQuota } from '#mock-gateway/store/log/billing.ts';
import { creditInviterForTopUp } from '#mock-gateway/store/inviter.ts';

/** Either the data of a success envelope or the message of a failure one. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

export { REDEMPTION_ORDER_FIELDS, REDEMPTION_STATUS } from '#shared/api/schemas/redemption-admin.ts';

/**
 * Upstream's Redeem: the code must exist and be unused (a disabled code counts as used), then
 * the user's quota grows, the code is marked used by this user, the group promotion is checked
 * and a type-1 log is written; the user's inviter earns the reward rule's share (`inviter.ts`). Everything between the check and the status change is
 * synchronous, so of any number of concurrent requests for one code exactly one succeeds.
 */
export function redeemCode(store: MockStore, user: UserRecord, key: string, ip: string): Outcome<number> {
  if (key === '') return { ok: false, message: '未提供兑换码' };
  const code = [...store.redemptions.values()].find((redemption) => redemption.key === key);
  if (!code) return { ok: false, message: '兑换失败，无效的兑换码' };
  if (code.status !== REDEMPTION_STATUS.unused) return { ok: false, message: '兑换失败，该兑换码已被使用' };
  // new-api's expiry (an extension here): an expired code stays unused but cannot be redeemed.
  if (isExpiredRedemption(code, nowSeconds(store))) return { ok: false, message: '兑换失败，该兑换码已过期' };
  code.status = REDEMPTION_STATUS.used;
  code.user_id = user.id;
  code.redeemed_time = nowSeconds(store);
  promoteAfterTopUp(store, user, code.quota);
  user.quota += code.quota;
  creditInviterForTopUp(store, user, code.quota);
  appendAccountLog(store, {
    user: user,
    type: 1,
    quota: code.quota,
    ip: ip,
    content: `通过兑换码充值 ${logQuota(code.quota, store.status)}`,
  });
  return { ok: true, data: code.quota };
}

/** Upstream's list filter: the exact id, or a name prefix. */
export function searchRedemptions(store: MockStore, keyword: string): Redemption[] {
  const rows = [...store.redemptions.values()];
  if (keyword === '') return rows;
  const id = /^\d+$/.test(keyword) ? Number(keyword) : 0;
  return rows.filter((row) => row.id === id || row.name.startsWith(keyword));
}

/** Upstream's name rule; Go's len() counts bytes, so a Chinese name reaches 20 after 6 characters. */
export function redemptionNameProblem(name: string): string | null {
  const bytes = Buffer.byteLength(name, 'utf8');
  return bytes === 0 || bytes > REDEMPTION_NAME_MAX_BYTES ? '兑换码名称长度必须在1-20之间' : null;
}

/** new-api's expiry rule: 0 is "never", anything else must lie in the future. */
export function expiryProblem(store: MockStore, expiredTime: number): string | null {
  return expiredTime !== 0 && expiredTime < nowSeconds(store) ? '过期时间不能早于当前时间' : null;
}

/** A new batch: its name, each code's quota, how many, and the expiry (0 = never). */
export interface RedemptionBatch {
  name: string;
  quota: number;
  count: number;
  expiredTime: number;
}

/** `POST /api/redemption/`: `count` new unused codes with fresh 32-hex keys; data = the new codes. */
export function createRedemptions(store: MockStore, creatorId: number, batch: RedemptionBatch): Outcome<Redemption[]> {
  const problem = redemptionNameProblem(batch.name) ?? expiryProblem(store, batch.expiredTime);
  if (problem) return { ok: false, message: problem };
  if (batch.count <= 0) return { ok: false, message: '兑换码个数必须大于0' };
  if (batch.count > 100) return { ok: false, message: '一次兑换码批量生成的个数不能大于 100' };
  const codes: Redemption[] = [];
  for (let i = 0; i < batch.count; i++) {
    const id = store.nextRedemptionId++;
    const code: Redemption = {
      id,
      user_id: creatorId,
      key: randomUUID().replaceAll('-', ''),
      status: REDEMPTION_STATUS.unused,
      name: batch.name,
      quota: batch.quota,
      created_time: nowSeconds(store),
      redeemed_time: 0,
      count: 0,
      expired_time: batch.expiredTime,
    };
    store.redemptions.set(id, code);
    codes.push(code);
  }
  return { ok: true, data: codes };
}

/** A code by id with upstream's messages for 0 and unknown ids. */
export function findRedemption(store: MockStore, id: number): Outcome<Redemption> {
  if (id === 0) return { ok: false, message: 'id 为空！' };
  const code = store.redemptions.get(id);
  return code ? { ok: true, data: code } : { ok: false, message: 'record not found' };
}
