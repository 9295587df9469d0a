import { formatDiscount } from '#shared/format/discount.ts';
import type { UserGroupRateMap } from '#shared/api/schemas/group.ts';
import type { AvailableModelMap, OwnedBy } from '#shared/api/schemas/model.ts';
import { compareNames } from '#shared/format/compare-names.ts';

/** A group a key may use: public groups and the user's own (from `/api/user_group_rate`). */
export interface GroupOption {
  symbol: string;
  name: string;
  /** Price multiplier, 0.8 = 20 % off. */
  discount: number;
}

export function groupOptions(rates: UserGroupRateMap): GroupOption[] {
  return Object.values(rates)
    .sort((a, b) => a.id - b.id)
    .map(({ symbol, name, discount }) => ({ symbol, name: name || symbol, discount }));
}

/** `VIP (8 折)` / `VIP (20 % off)`; the bare name when there is no discount; the symbol when unknown. */
export function groupLabel(symbol: string, groups: readonly GroupOption[], language: string): string {
  const group = groups.find((g) => g.symbol === symbol);
  if (!group) return symbol;
  const discount = formatDiscount(group.discount, language);
  return discount ? `${group.name} (${discount})` : group.name;
}

/** One model in the limit picker, with its owner (the picker groups by it). */
export interface ModelOption {
  model: string;
  owner: string;
  icon: string;
}

/**
 * Every available model, ordered by owner then name. Models the key already lists but the
 * gateway no longer offers stay selectable under `otherOwner`, so saving does not drop them.
 */
export function modelOptions(models: AvailableModelMap, owners: OwnedBy, selected: readonly string[], otherOwner: string): ModelOption[] {
  const icons = new Map(Object.values(owners).map((owner) => [owner.name, owner.icon]));
  const options = Object.entries(models).map(([model, entry]) => ({
    model,
    owner: entry.owned_by || otherOwner,
    icon: icons.get(entry.owned_by) ?? '',
  }));
  for (const model of selected) if (!(model in models)) options.push({ model, owner: otherOwner, icon: '' });
  return options.sort((a, b) => compareNames(a.owner, b.owner) || compareNames(a.model, b.model));
}
