import { isPriceUnit } from '../../../../shared/format/price.ts';
import type { PriceUnit } from '../../../../shared/format/price.ts';
import { groupPrices, referencePrice } from './group-prices.ts';
import type { GroupPrice } from './group-prices.ts';
import { modalitiesOf } from './model-rows.ts';
import type { ModelRow } from './model-rows.ts';

export const MODEL_SORTS = ['name', 'price-asc', 'price-desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];

function isModelSort(value: unknown): value is ModelSort {
  return typeof value === 'string' && (MODEL_SORTS as readonly string[]).includes(value);
}

/** The page's filters; they live in the URL so a view can be shared and survives a reload. */
export interface ModelFilters {
  search: string;
  /** Owner ids; empty = every owner. */
  owners: number[];
  modality: string | null;
  /** Only models the user's own group may use, and only that group's price. */
  mine: boolean;
  unit: PriceUnit;
  sort: ModelSort;
}

/** Search-param names; `owner` holds a comma list. */
export const MODEL_FILTER_PARAMS = { search: 'q', owners: 'owner', modality: 'modality', mine: 'mine', unit: 'unit', sort: 'sort' } as const;

export const DEFAULT_MODEL_FILTERS: ModelFilters = { search: '', owners: [], modality: null, mine: false, unit: '1k', sort: 'name' };

export function readModelFilters(params: URLSearchParams): ModelFilters {
  const owners = (params.get(MODEL_FILTER_PARAMS.owners) ?? '')
    .split(',')
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
  const unit = params.get(MODEL_FILTER_PARAMS.unit);
  const sort = params.get(MODEL_FILTER_PARAMS.sort);
  return {
    search: params.get(MODEL_FILTER_PARAMS.search) ?? '',
    owners: [...new Set(owners)],
    modality: params.get(MODEL_FILTER_PARAMS.modality) || null,
    mine: params.get(MODEL_FILTER_PARAMS.mine) === '1',
    unit: isPriceUnit(unit) ? unit : '1k',
    sort: isModelSort(sort) ? sort : 'name',
  };
}

/** The search params with some filters changed; defaults are removed to keep URLs short. */
export function withModelFilters(params: URLSearchParams, patch: Partial<ModelFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null | undefined) => (value ? next.set(name, value) : next.delete(name));
  if ('search' in patch) set(MODEL_FILTER_PARAMS.search, patch.search);
  if ('owners' in patch) set(MODEL_FILTER_PARAMS.owners, patch.owners?.join(','));
  if ('modality' in patch) set(MODEL_FILTER_PARAMS.modality, patch.modality);
  if ('mine' in patch) set(MODEL_FILTER_PARAMS.mine, patch.mine ? '1' : null);
  if ('unit' in patch) set(MODEL_FILTER_PARAMS.unit, patch.unit === '1m' ? '1m' : null);
  if ('sort' in patch) set(MODEL_FILTER_PARAMS.sort, patch.sort === 'name' ? null : patch.sort);
  return next;
}

/** True when any filter differs from its default (the "clear" button shows then). */
export function hasActiveFilters(filters: ModelFilters): boolean {
  return withModelFilters(new URLSearchParams(), filters).size > 0;
}

/** Adds an owner to the selection, or removes it when it is there. */
export function toggleOwner(owners: readonly number[], id: number): number[] {
  return owners.includes(id) ? owners.filter((owner) => owner !== id) : [...owners, id];
}

/**
 * Rows whose name contains the search text (any case), of one of the chosen owners, with the
 * modality (input or output), and usable by the user's group when `mine` is on.
 */
export function filterModelRows(rows: readonly ModelRow[], filters: Omit<ModelFilters, 'unit' | 'sort'>, myGroup: string | null): ModelRow[] {
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
