import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import { priceInfoOf } from './model-info/records.ts';
import { extraOf, withExtraColumns } from './extra-columns.ts';
import type { MockStore, UserRecord } from './state.ts';

/** Enabled groups a caller may see: public ones plus the caller's own (upstream GetUserGroupRatio). */
export function visibleGroups(store: MockStore, caller: UserRecord | null): UserGroup[] {
  return [...store.groups.values()]
    .filter((group) => group.enable && (group.public || group.symbol === caller?.group))
    .sort((a, b) => a.id - b.id);
}

/**
 * Prices sorted by owner id, then model name, as `/api/prices` returns them, each with the
 * model's info row (`/api/model_info/`) joined as `model_info`, so an edit shows at once.
 */
export function sortedPrices(store: MockStore): Price[] {
  const infos = [...store.modelInfos.values()];
  return [...store.prices.values()]
    .sort((a, b) =>
      a.channel_type === b.channel_type ? (a.model < b.model ? -1 : a.model > b.model ? 1 : 0) : a.channel_type - b.channel_type,
    )
    .map((price) => {
      const info = priceInfoOf(infos, price.model);
      return withExtraColumns(info ? { ...price, model_info: info } : price, extraOf(store, 'price', price.model));
    });
}

/** The owner name for a channel type; upstream shows `未知` for an unknown owner. */
export function ownerName(store: MockStore, channelType: number): string {
  return store.owners.get(channelType)?.name ?? '未知';
}
