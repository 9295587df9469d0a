import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { groupMultiplier, priceQuota } from '#shared/format/price.ts';
import type { ChannelRates, PriceUnit } from '#shared/format/price.ts';
import type { PriceRow } from '#shared/pricing/price-rows.ts';

/** A model's price for one group, in quota per display unit (per 1K/1M tokens, or per call). */
export interface GroupPrice {
  symbol: string;
  /** The group's name, or its symbol when the gateway did not describe the group. */
  name: string;
  /** The group's discount (price multiplier), null when the group is unknown. */
  discount: number | null;
  /** What the price is really multiplied by (channel-group rate, else the discount; 1 when unknown). */
  multiplier: number;
  mine: boolean;
  input: number;
  /** null for `times` prices, which charge per call only. */
  output: number | null;
}

/**
 * The model's price in every group that may use it: the user's own group first, then the
 * others in the gateway's group order (id), groups the gateway did not describe last, at list
 * price. `discount` is the spec's multiplier (extensions.md); a channel-group rate, when the
 * gateway has one for the model's owner, replaces it (it already includes the group's rate).
 */
export function groupPrices(
  row: Pick<PriceRow, 'ownerId' | 'type' | 'input' | 'output' | 'groups'>,
  groups: readonly UserGroupRate[],
  channelRates: ChannelRates,
  myGroup: string | null,
  unit: PriceUnit,
): GroupPrice[] {
  const known = new Map(groups.map((group, index) => [group.symbol, { group, index }]));
  const rank = (symbol: string) => (symbol === myGroup ? -1 : (known.get(symbol)?.index ?? groups.length));
  return [...row.groups]
    .sort((a, b) => rank(a) - rank(b))
    .map((symbol) => {
      const group = known.get(symbol)?.group ?? null;
      const multiplier = group ? groupMultiplier({ id: group.id, ratio: group.discount }, row.ownerId, channelRates) : 1;
      return {
        symbol,
        name: group?.name || symbol,
        discount: group ? group.discount : null,
        multiplier,
        mine: symbol === myGroup,
        input: priceQuota(row.input, row.type, unit, multiplier),
        output: row.type === 'times' ? null : priceQuota(row.output, row.type, unit, multiplier),
      };
    });
}

/**
 * The price a row is sorted by: the user's own group's, else the cheapest group's; input
 * first, output breaking ties.
 */
export function referencePrice(prices: readonly GroupPrice[]): GroupPrice | null {
  const mine = prices.find((price) => price.mine);
  if (mine) return mine;
  let best: GroupPrice | null = null;
  for (const price of prices)
    if (!best || price.input < best.input || (price.input === best.input && (price.output ?? 0) < (best.output ?? 0))) best = price;
  return best;
}

/** Quota 0 (free input and, for tokens, free output). */
export function isFree(price: GroupPrice): boolean {
  return price.input === 0 && (price.output === null || price.output === 0);
}
