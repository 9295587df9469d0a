import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import { PRICE_UNITS } from '#shared/format/price.ts';
import { defineSearchState, listFields, oneOfField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const PRICING_PAGE_SIZES = [20, 50, 100] as const;
export const PRICING_VIEWS = ['single', 'group'] as const;
export const TYPE_FILTERS = ['all', 'tokens', 'times'] as const;
export const LOCK_FILTERS = ['all', 'locked', 'unlocked'] as const;

/**
 * The pricing page's URL state: the view (one row per model, or per identical price), a model
 * search, the type, owner ('' = any, else the owner id) and lock filters, the K/M display unit
 * and the page. The gateway answers every price at once, so these only choose what is shown.
 */
export const PRICING_STATE = defineSearchState({
  view: oneOfField('view', PRICING_VIEWS, 'single'),
  keyword: textField('keyword', { max: 100 }),
  type: oneOfField('type', TYPE_FILTERS, 'all'),
  owner: textField('owner', { max: 12 }),
  locked: oneOfField('locked', LOCK_FILTERS, 'all'),
  unit: oneOfField('unit', PRICE_UNITS, '1k'),
  ...listFields({ sizes: PRICING_PAGE_SIZES }),
});
export type PricingQuery = SearchStateOf<typeof PRICING_STATE>;

/** The prices the filters keep (search, type, owner, lock), in the gateway's order. */
export function filterPrices(prices: readonly Price[], query: PricingQuery): Price[] {
  const keyword = query.keyword.trim().toLowerCase();
  return prices.filter(
    (price) =>
      (keyword === '' || price.model.toLowerCase().includes(keyword)) &&
      (query.type === 'all' || price.type === query.type) &&
      (query.owner === '' || String(price.channel_type) === query.owner) &&
      (query.locked === 'all' || (query.locked === 'locked') === (price.locked === true)),
  );
}

/** One page of rows; a page past the end (rows deleted meanwhile) shows the last one. */
export function pageOfRows<T>(rows: readonly T[], page: number, size: number): T[] {
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const start = (Math.min(page, lastPage) - 1) * size;
  return rows.slice(start, start + size);
}

/** Prices that bill alike: one row of the grouped view. */
export interface PriceGroup {
  /** Stable across renders: the shared price's fields. */
  key: string;
  /** The shared price (the first member's, model aside). */
  price: Price;
  models: string[];
}

function signature(price: Price): string {
  const extra = Object.entries(price.extra_ratios ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([price.type, price.channel_type, price.input, price.output, price.locked === true, extra]);
}

/** Groups prices that are identical but for the model (one-hub's "multiple" tab), in first-seen order. */
export function groupPrices(prices: readonly Price[]): PriceGroup[] {
  const groups = new Map<string, PriceGroup>();
  for (const price of prices) {
    const key = signature(price);
    const group = groups.get(key);
    if (group) group.models.push(price.model);
    else groups.set(key, { key, price, models: [price.model] });
  }
  return [...groups.values()];
}

/** True when a price's owner is missing from the owner list (one-hub shows it as 未知). */
export function hasUnknownOwner(price: Price, owners: OwnedBy): boolean {
  return price.channel_type <= 0 || owners[String(price.channel_type)] === undefined;
}

/** True when a model is billed by a price: its own, or a `prefix*` wildcard price (contract §5.3). */
function isPriced(model: string, exact: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  return exact.has(model) || prefixes.some((prefix) => model.startsWith(prefix));
}

/**
 * Models channels offer that no price covers: the relay bills them at upstream's default 30/30
 * (contract §5.1). `modelList` is `/api/prices/model_list` (priced models plus channel models).
 */
export function unpricedModels(modelList: readonly string[], prices: readonly Price[]): string[] {
  const exact = new Set(prices.map((price) => price.model));
  const prefixes = prices.filter((price) => price.model.endsWith('*')).map((price) => price.model.slice(0, -1));
  return modelList.filter((model) => !model.endsWith('*') && !isPriced(model, exact, prefixes));
}
