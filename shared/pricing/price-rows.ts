import type { AvailableModelMap, OwnedBy } from '#shared/api/schemas/model.ts';
import { PRICE_UNITS } from '#shared/format/price.ts';
import type { PriceType, PriceUnit } from '#shared/format/price.ts';
import { defineSearchState, oneOfField, optionalIntField, optionalTextField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

/** One line of the public price table. */
export interface PriceRow {
  model: string;
  ownerId: number;
  ownerName: string;
  type: PriceType;
  /** Quota per token (`tokens`) or the per-call ratio (`times`), before any group multiplier. */
  input: number;
  output: number;
  /** Symbols of the groups that may use the model. */
  groups: string[];
}

/**
 * The rows of `/api/available_model`, sorted by owner id then model name (as `/api/prices`
 * sorts). Owner names come from `/api/ownedby`, else the model's own `owned_by` text.
 */
export function buildRows(models: AvailableModelMap, owners: OwnedBy): PriceRow[] {
  return Object.entries(models)
    .map(([model, entry]) => ({
      model,
      ownerId: entry.price.channel_type,
      ownerName: owners[String(entry.price.channel_type)]?.name ?? entry.owned_by,
      type: entry.price.type,
      input: entry.price.input,
      output: entry.price.output,
      groups: [...entry.groups],
    }))
    .sort((a, b) => a.ownerId - b.ownerId || (a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
}

export interface OwnerOption {
  id: number;
  name: string;
}

/** The owners that have at least one row, in row order (owner id), for the filter chips. */
export function ownerOptions(rows: readonly PriceRow[]): OwnerOption[] {
  const seen = new Map<number, string>();
  for (const row of rows) if (!seen.has(row.ownerId)) seen.set(row.ownerId, row.ownerName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * The table's filters in the URL (a filtered view can be shared and reloaded): search text,
 * owner id, a group symbol (null: list prices) and the price unit.
 */
export const PRICE_STATE = defineSearchState({
  search: textField('q'),
  owner: optionalIntField('owner'),
  group: optionalTextField('group'),
  unit: oneOfField<PriceUnit>('unit', PRICE_UNITS, '1k'),
});
export type PriceFilters = SearchStateOf<typeof PRICE_STATE>;

/** Rows whose model name contains the search text (any case), of the owner and usable by the group. */
export function filterRows(rows: readonly PriceRow[], filters: Pick<PriceFilters, 'search' | 'owner' | 'group'>): PriceRow[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' || row.model.toLowerCase().includes(needle)) &&
      (filters.owner === null || row.ownerId === filters.owner) &&
      (filters.group === null || row.groups.includes(filters.group)),
  );
}
