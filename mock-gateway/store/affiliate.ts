import type { AffHistoryRow } from '../../shared/api/schemas/affiliate.ts';
import { affTransferMinimum } from '../../shared/billing/aff-transfer.ts';
import { logQuota } from './log-billing.ts';
import type { MockStore, UserRecord } from './state.ts';

/** A stored reward row: the public row plus whose reward it is (never sent). */
export interface AffRewardRecord extends Required<AffHistoryRow> {
  inviter_id: number;
}

const DAY = 86400;

// [inviter id, invitee, age in days, reward]: root invited admin and operator, admin invited demo
// (the seeded inviter_ids), and demo a dozen people whose accounts are not seeded (the admin user
// list keeps its five accounts), so the demo's affiliate page has two pages of history.
const SEED_REWARDS: readonly (readonly [number, string, number, number])[] = [
  [1, 'admin', 90, 500_000],
  [1, 'operator', 60, 500_000],
  [2, 'demo', 30, 500_000],
  [4, 'lin_wei', 28, 500_000],
  [4, 'chen_yu', 26, 500_000],
  [4, 'wang_fang', 24, 250_000],
  [4, 'zhao_lei', 21, 250_000],
  [4, 'sun_mei', 19, 100_000],
  [4, 'alice_w', 16, 100_000],
  [4, 'bob_k', 14, 100_000],
  [4, 'carol_h', 11, 50_000],
  [4, 'dave_t', 8, 50_000],
  [4, 'erin_m', 6, 50_000],
  [4, 'frank_l', 3, 25_000],
  [4, 'grace_z', 1, 25_000],
];

/**
 * The seeded reward rows, oldest first. Their sums per inviter are the seeded users'
 * `aff_history_quota` and their counts `aff_count` (`seed.ts`).
 */
export function seedAffRewards(nowSeconds: number): AffRewardRecord[] {
  return SEED_REWARDS.map(([inviterId, invitee, ageDays, reward], index) => ({
    id: index + 1,
    inviter_id: inviterId,
    invitee_username: invitee,
    created_time: nowSeconds - ageDays * DAY,
    reward_quota: reward,
  }));
}

/** Writes the inviter's reward row for a sign-up through its invite code (possibly a 0 reward). */
export function recordAffReward(store: MockStore, inviter: UserRecord, invitee: UserRecord, reward: number): void {
  store.affRewards.push({
    id: store.nextAffRewardId++,
    inviter_id: inviter.id,
    invitee_username: invitee.username,
    created_time: Math.floor(store.now() / 1000),
    reward_quota: reward,
  });
}

/** The caller's own rows, as the history endpoint sends them (the inviter id stays inside). */
export function affHistoryOf(store: MockStore, userId: number): AffHistoryRow[] {
  return store.affRewards.filter((row) => row.inviter_id === userId).map(({ inviter_id: _inviter, ...row }) => row);
}

/** The result of a transfer: the new balances, or new-api's refusal. */
export type AffTransferResult = { ok: true } | { ok: false; message: string };

/**
 * Moves `quota` from the user's pending rewards into the balance, new-api's rule
 * (`TransferAffQuotaToQuota`): at least one unit, at most what is pending. Check and change run
 * in one synchronous step, so concurrent transfers can never overdraw.
 */
export function transferAffQuota(store: MockStore, user: UserRecord, quota: number): AffTransferResult {
  const minimum = affTransferMinimum(store.status.quota_per_unit);
  if (quota < minimum) return { ok: false, message: `转移额度最小为${logQuota(minimum, store.status)}！` };
  if (user.aff_quota < quota) return { ok: false, message: '邀请额度不足！' };
  user.aff_quota -= quota;
  user.quota += quota;
  return { ok: true };
}
