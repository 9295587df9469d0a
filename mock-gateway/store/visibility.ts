import type { UserGroup } from '../../shared/api/schemas/group.ts';
import type { Price } from '../../shared/api/schemas/model.ts';
import type { MockStore, UserRecord } from './state.ts';

/** Enabled groups a caller may see: public ones plus the caller's own (upstream GetUserGroupRatio). */
export function visibleGroups(store: MockStore, caller: UserRecord | null): UserGroup[] {
  return [...store.groups.values()]
    .filter((group) => group.enable && (group.public || group.symbol === caller?.group))
    .sort((a, b) => a.id - b.id);
}

/** Prices sorted by owner id, then model name, as `/api/prices` returns them. */
export function sortedPrices(store: MockStore): Price[] {
  return [...store.prices.values()].sort((a, b) =>
    a.channel_type === b.channel_type ? (a.model < b.model ? -1 : a.model > b.model ? 1 : 0) : a.channel_type - b.channel_type,
  );
}

/** The owner name for a channel type; upstream shows `未知` for an unknown owner. */
export function ownerName(store: MockStore, channelType: number): string {
  return store.owners.get(channelType)?.name ?? '未知';
}
