import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';

/**
 * Upstream's CheckAndUpgradeUserGroup after a top-up (contract §5.4): among enabled promotion
 * groups whose `[min, max)` range (US$; max 0 = no upper bound) holds quota + used_quota + the
 * top-up, the one with the highest `min` becomes the user's group. Seeded groups have no
 * promotion, so this only acts when a test or an admin turns it on.
 */
export function promoteAfterTopUp(store: MockStore, user: UserRecord, topUpQuota: number): UserGroup | undefined {
  const cumulative = user.quota + user.used_quota + topUpQuota;
  const perUnit = store.status.quota_per_unit;
  let target: UserGroup | undefined;
  for (const group of store.groups.values()) {
    if (!group.promotion || !group.enable) continue;
    const inRange = cumulative >= group.min * perUnit && (group.max === 0 || cumulative < group.max * perUnit);
    if (inRange && (!target || group.min > target.min)) target = group;
  }
  if (!target || target.symbol === user.group) return undefined;
  user.group = target.symbol;
  user.group_id = target.id;
  return target;
}
