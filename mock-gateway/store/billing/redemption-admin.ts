import type { Redemption } from '#shared/api/schemas/billing.ts';
import { isInvalidRedemption, REDEMPTION_STATUS } from '#shared/api/schemas/redemption-admin.ts';
import type { RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { expiryProblem, findRedemption, redemptionNameProblem } from './redeem.ts';
import type { Outcome } from './redeem.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** The fields an edit may change, as they were before it (for the operation record). */
export type RedemptionFields = Pick<Redemption, 'name' | 'quota' | 'expired_time'>;

function fieldsOf(code: Redemption): RedemptionFields {
  return { name: code.name, quota: code.quota, expired_time: code.expired_time ?? 0 };
}

/**
 * `PUT /api/redemption/`: name and quota (upstream), and the expiry when sent (extension). The
 * double checks the name as on creation (upstream does not) and never moves an expiry into the past.
 */
export function updateRedemption(store: MockStore, input: RedemptionUpdate): Outcome<{ code: Redemption; before: RedemptionFields }> {
  const found = findRedemption(store, input.id);
  if (!found.ok) return found;
  const problem = redemptionNameProblem(input.name) ?? (input.expired_time === undefined ? null : expiryProblem(store, input.expired_time));
  if (problem) return { ok: false, message: problem };
  const code = found.data;
  const before = fieldsOf(code);
  code.name = input.name;
  code.quota = input.quota;
  if (input.expired_time !== undefined) code.expired_time = input.expired_time;
  return { ok: true, data: { code, before } };
}

/**
 * `PUT /api/redemption/?status_only=…`: enable (1) or disable (2). **Double-only** rules: a used
 * code stays used (upstream would let an admin "enable" it again, making it redeemable twice)
 * and no other status can be set.
 */
export function setRedemptionStatus(store: MockStore, id: number, status: number): Outcome<{ code: Redemption; before: number }> {
  const found = findRedemption(store, id);
  if (!found.ok) return found;
  const code = found.data;
  if (code.status === REDEMPTION_STATUS.used) return { ok: false, message: '兑换码已被使用，不能更改状态' };
  if (status !== REDEMPTION_STATUS.unused && status !== REDEMPTION_STATUS.disabled) return { ok: false, message: '无效的状态' };
  const before = code.status;
  code.status = status;
  return { ok: true, data: { code, before } };
}

/** The codes `DELETE /api/redemption/invalid` removes: used ones and those past their expiry. */
export function invalidRedemptions(store: MockStore): Redemption[] {
  const now = nowSeconds(store);
  return [...store.redemptions.values()].filter((code) => isInvalidRedemption(code, now));
}

/** new-api's purge: deletes every used or expired code; answers their ids. */
export function purgeInvalidRedemptions(store: MockStore): number[] {
  const ids = invalidRedemptions(store).map((code) => code.id);
  for (const id of ids) store.redemptions.delete(id);
  return ids;
}
