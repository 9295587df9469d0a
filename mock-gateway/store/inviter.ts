import type { Invitee, Inviter } from '#shared/api/schemas/inviter.ts';
import { inviterRewardFor, inviterRewardTypeOf } from '#shared/billing/inviter-reward.ts';
import { appendAffReward } from './affiliate.ts';
import type { AffRewardRecord } from './affiliate.ts';
import type { MockStore, UserRecord } from './state.ts';

/**
 * The inviter extension (extensions.md, "Inviter management"): the reward an inviter earns on
 * each top-up of an invitee, and what the admin's Inviters page lists and adjusts.
 */

/** The same invitee in a reward row: their account when it is known, else their name. */
function sameInvitee(row: AffRewardRecord, userId: number, username: string): boolean {
  return row.invitee_id !== 0 ? row.invitee_id === userId : row.invitee_username === username;
}

/**
 * A top-up of `topUpQuota` by `invitee` (an order that became paid, or a redeemed code): the
 * inviter earns the reward rule's share (`InviterReward*` options) into `aff_quota` and
 * `aff_history_quota`, capped per invitee, with a row in their reward history. The row is written
 * even when the reward is 0, so the invitee's top-up total stays whole; the inviter's own history
 * leaves such rows out. Synchronous with the top-up, so it is credited exactly once.
 */
export function creditInviterForTopUp(store: MockStore, invitee: UserRecord, topUpQuota: number): void {
  const inviter = store.users.get(invitee.inviter_id);
  if (!inviter || inviter.id === invitee.id || !(topUpQuota > 0)) return;
  const earnedSoFar = store.affRewards
    .filter((row) => row.inviter_id === inviter.id && row.kind === 'topup' && sameInvitee(row, invitee.id, invitee.username))
    .reduce((sum, row) => sum + row.reward_quota, 0);
  const { InviterRewardType, InviterRewardValue, InviterRewardMax } = store.settings;
  const rule = { type: inviterRewardTypeOf(InviterRewardType), value: InviterRewardValue, max: InviterRewardMax };
  const reward = inviterRewardFor(rule, topUpQuota, earnedSoFar);
  inviter.aff_quota += reward;
  inviter.aff_history_quota += reward;
  appendAffReward(store, inviter, { kind: 'topup', reward, invitee, topUpQuota });
}

function inviterRow(user: UserRecord): Inviter {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    aff_code: user.aff_code,
    aff_count: user.aff_count,
    aff_quota: user.aff_quota,
    aff_history_quota: user.aff_history_quota,
    transferred_quota: Math.max(0, user.aff_history_quota - user.aff_quota),
  };
}

/**
 * Users who invited someone (or hold rewards), matching `keyword`: the exact id or invite code,
 * or part of the username or display name, case-insensitive.
 */
export function searchInviters(store: MockStore, keyword: string): Inviter[] {
  const needle = keyword.trim().toLowerCase();
  return [...store.users.values()]
    .filter((user) => user.aff_count > 0 || user.aff_history_quota > 0)
    .filter(
      (user) =>
        needle === '' ||
        String(user.id) === needle ||
        user.aff_code.toLowerCase() === needle ||
        user.username.toLowerCase().includes(needle) ||
        user.display_name.toLowerCase().includes(needle),
    )
    .map(inviterRow);
}

/**
 * Everyone `inviterId` invited: the accounts that name them as inviter, and the names in their
 * reward rows whose account is not (or no longer) there. Each with the quota they topped up and
 * what they earned the inviter; adjustments belong to no invitee.
 */
export function inviteesOf(store: MockStore, inviterId: number): Invitee[] {
  const rows = store.affRewards.filter((row) => row.inviter_id === inviterId && row.kind !== 'adjust');
  const byKey = new Map<string, Invitee>();
  const keyOf = (userId: number, username: string) => (userId !== 0 ? `id:${userId}` : `name:${username}`);
  for (const user of store.users.values()) {
    if (user.inviter_id !== inviterId || user.id === inviterId) continue;
    byKey.set(keyOf(user.id, user.username), {
      user_id: user.id,
      username: user.username,
      created_time: user.created_time,
      topup_quota: 0,
      reward_quota: 0,
    });
  }
  for (const row of rows) {
    const key = keyOf(row.invitee_id, row.invitee_username);
    const invitee = byKey.get(key) ?? {
      user_id: row.invitee_id !== 0 && store.users.has(row.invitee_id) ? row.invitee_id : 0,
      username: row.invitee_username,
      created_time: row.created_time,
      topup_quota: 0,
      reward_quota: 0,
    };
    invitee.topup_quota += row.topup_quota;
    invitee.reward_quota += row.reward_quota;
    invitee.created_time = Math.min(invitee.created_time, row.created_time);
    byKey.set(key, invitee);
  }
  return [...byKey.values()];
}

/** The rewards an adjustment changed, before and after. */
export interface InviterRewards {
  aff_quota: number;
  aff_history_quota: number;
}

/**
 * Adds `quota` (or takes it, when negative) to the pending rewards of `user`, and to what they
 * earned in all, so `transferred_quota` stays what it was. Pending rewards never go below 0;
 * returns the refusal, or the rewards before and after, with a row in the reward history.
 */
export function adjustInviterRewards(
  store: MockStore,
  user: UserRecord,
  quota: number,
  remark: string,
): { before: InviterRewards; after: InviterRewards } | string {
  if (user.aff_quota + quota < 0) return '调整后的待转邀请额度不能小于 0';
  const before = { aff_quota: user.aff_quota, aff_history_quota: user.aff_history_quota };
  user.aff_quota += quota;
  user.aff_history_quota = Math.max(user.aff_quota, user.aff_history_quota + quota);
  appendAffReward(store, user, { kind: 'adjust', reward: quota, invitee: null, remark });
  return { before, after: { aff_quota: user.aff_quota, aff_history_quota: user.aff_history_quota } };
}
