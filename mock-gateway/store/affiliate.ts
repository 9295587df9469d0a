import type { AffHistoryRow, AffRewardKind } from '#shared/api/schemas/affiliate.ts';
import { affTransferMinimum } from '#shared/billing/aff-transfer.ts';
import { logQuota } from './log/billing.ts';
import type { MockStore, UserRecord } from './state.ts';

/**
 * A stored reward row: the public row plus whose reward it is, which invitee's account earned it
 * (0 when it is not seeded or gone) and, for a top-up reward, the top-up it came from (never sent).
 */
export interface AffRewardRecord extends Required<AffHistoryRow> {
  inviter_id: number;
  invitee_id: number;
  topup_quota: number;
}

const DAY = 86400;

// [inviter id, invitee, invitee id, age in days, reward]: root invited admin and operator, admin
// invited demo (the seeded inviter_ids), and demo a dozen people whose accounts are not seeded (the
// admin user list keeps its five accounts), so the demo's affiliate page has two pages of history.
// A $1 reward is a sign-up bonus; the smaller ones are 5 % rewards of a top-up twenty times as large.
const SEED_REWARDS: readonly (readonly [number, string, number, number, number])[] = [
  [1, 'admin', 2, 90, 500_000],
  [1, 'operator', 3, 60, 500_000],
  [2, 'demo', 4, 30, 500_000],
  [4, 'lin_wei', 0, 28, 500_000],
  [4, 'chen_yu', 0, 26, 500_000],
  [4, 'wang_fang', 0, 24, 250_000],
  [4, 'zhao_lei', 0, 21, 250_000],
  [4, 'sun_mei', 0, 19, 100_000],
  [4, 'alice_w', 0, 16, 100_000],
  [4, 'bob_k', 0, 14, 100_000],
  [4, 'carol_h', 0, 11, 50_000],
  [4, 'dave_t', 0, 8, 50_000],
  [4, 'erin_m', 0, 6, 50_000],
  [4, 'frank_l', 0, 3, 25_000],
  [4, 'grace_z', 0, 1, 25_000],
];
const SIGN_UP_BONUS = 500_000;
const SEEDED_PERCENT = 5;

/**
 * The seeded reward rows, oldest first. Their sums per inviter are the seeded users'
 * `aff_history_quota` and their counts `aff_count` (`seed.ts`).
 */
export function seedAffRewards(nowSeconds: number): AffRewardRecord[] {
  return SEED_REWARDS.map(([inviterId, invitee, inviteeId, ageDays, reward], index) => {
    const signUp = reward === SIGN_UP_BONUS;
    return {
      id: index + 1,
      inviter_id: inviterId,
      invitee_id: inviteeId,
      invitee_username: invitee,
      created_time: nowSeconds - ageDays * DAY,
      reward_quota: reward,
      kind: signUp ? 'register' : 'topup',
      topup_quota: signUp ? 0 : (reward * 100) / SEEDED_PERCENT,
      remark: '',
    };
  });
}

/** What a new reward row says beyond whose it is. */
export interface AffRewardEntry {
  kind: AffRewardKind;
  reward: number;
  /** The invitee whose sign-up or top-up earned it; null for an admin's adjustment. */
  invitee: UserRecord | null;
  topUpQuota?: number;
  remark?: string;
}

/** Appends a row to the inviter's reward history. */
export function appendAffReward(store: MockStore, inviter: UserRecord, entry: AffRewardEntry): void {
  store.affRewards.push({
    id: store.nextAffRewardId++,
    inviter_id: inviter.id,
    invitee_id: entry.invitee?.id ?? 0,
    invitee_username: entry.invitee?.username ?? '',
    created_time: Math.floor(store.now() / 1000),
    reward_quota: entry.reward,
    kind: entry.kind,
    topup_quota: entry.topUpQuota ?? 0,
    remark: entry.remark ?? '',
  });
}

/** Writes the inviter's reward row for a sign-up through its invite code (possibly a 0 reward). */
export function recordAffReward(store: MockStore, inviter: UserRecord, invitee: UserRecord, reward: number): void {
  appendAffReward(store, inviter, { kind: 'register', reward, invitee });
}

/**
 * The caller's own rows, as the history endpoint sends them (whose they are and the top-up behind
 * them stay inside). A top-up that earned nothing (the rule off, or the cap reached) is kept for
 * the admin's invitee totals but is no reward, so the inviter does not see it.
 */
export function affHistoryOf(store: MockStore, userId: number): AffHistoryRow[] {
  return store.affRewards
    .filter((row) => row.inviter_id === userId && (row.kind !== 'topup' || row.reward_quota !== 0))
    .map(({ inviter_id: _inviter, invitee_id: _invitee, topup_quota: _topUp, ...row }) => row);
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
