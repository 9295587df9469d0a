import { PRICE_UNITS } from '#shared/format/price.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { defineSearchState, flagField, intListField, oneOfField, optionalTextField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';
import { groupPrices, referencePrice } from './group-prices.ts';
import type { GroupPrice } from './group-prices.ts';
import { modalitiesOf } from './model-rows.ts';
import type { ModelRow } from './model-rows.ts';

export const MODEL_SORTS = ['name', 'price-asc', 'price-desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

/**
 * The page's filters in the URL (a view can be shared and survives a reload): search text,
 * owner ids (`owner=1,14`, empty = every owner), a modality, `mine` (only models the user's
 * own group may use, and only that group's price), the price unit and the sort.
 */
export const MODEL_STATE = defineSearchState({
  search: textField('q'),
  owners: intListField('owner'),
  modality: optionalTextField('modality'),
  mine: flagField('mine'),
  unit: oneOfField<PriceUnit>('unit', PRICE_UNITS, '1k'),
  sort: oneOfField<ModelSort>('sort', MODEL_SORTS, 'name'),
});
export type ModelFilters = SearchStateOf<typeof MODEL_STATE>;

/** Adds an owner to the selection, or removes it when it is there. */
export function toggleOwner(owners: readonly number[], id: number): number[] {
  return owners.includes(id) ? owners.filter((owner) => owner !== id) : [...owners, id];
}

/**
 * Rows whose name contains the search text (any case), of one of the chosen owners, with the
 * modality (input or output), and usable by the user's group when `mine` is on.
 */
export function filterModelRows(
  rows: readonly ModelRow[],
  filters: Omit<ModelFilters, 'unit' | 'sort'>,
  myGroup: string | null,
): ModelRow[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' || row.model.toLowerCase().includes(needle)) &&
      (filters.owners.length === 0 || filters.owners.includes(row.ownerId)) &&
      (filters.modality === null || modalitiesOf(row).includes(filters.modality)) &&
      (!filters.mine || (myGroup !== null && row.groups.includes(myGroup))),
  );
}

/** A row with the prices the page shows for it (only the user's group when `mine` is on). */
export interface PricedRow {
  row: ModelRow;
  prices: GroupPrice[];
}

type PriceInputs = Parameters<typeof groupPrices>;

/**
 * Prices every row, then sorts: by name, or by the reference price (the user's group, else the
 * cheapest) with token prices before per-call prices, since the two units do not compare.
 */
export function priceAndSort(
  rows: readonly ModelRow[],
  groups: PriceInputs[1],
  channelRates: PriceInputs[2],
  myGroup: string | null,
  filters: Pick<ModelFilters, 'mine' | 'unit' | 'sort'>,
): PricedRow[] {
  const priced = rows.map((row) => {
    const prices = groupPrices(row, groups, channelRates, myGroup, filters.unit);
    return { row, prices: filters.mine ? prices.filter((price) => price.mine) : prices };
  });
  const byName = (a: PricedRow, b: PricedRow) => (a.row.model < b.row.model ? -1 : a.row.model > b.row.model ? 1 : 0);
  if (filters.sort === 'name') return priced.sort(byName);
  const direction = filters.sort === 'price-asc' ? 1 : -1;
  const key = (item: PricedRow) => {
    const price = referencePrice(item.prices);
    return [item.row.type === 'times' ? 1 : 0, price?.input ?? 0, price?.output ?? 0] as const;
  };
  return priced.sort((a, b) => {
    const [typeA, inA, outA] = key(a);
    const [typeB, inB, outB] = key(b);
    return typeA - typeB || direction * (inA - inB) || direction * (outA - outB) || byName(a, b);
  });
}
