import type { AvailableModelMap, OwnedBy } from '../../../shared/api/schemas/model.ts';
import { isPriceUnit } from '../../../shared/format/price.ts';
import type { PriceType, PriceUnit } from '../../../shared/format/price.ts';

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

/** The table's filters; they live in the URL so a filtered view can be shared and reloaded. */
export interface PriceFilters {
  search: string;
  owner: number | null;
  /** A group symbol, or null for list prices. */
  group: string | null;
  unit: PriceUnit;
}

/** Search-param names of the filters. */
export const FILTER_PARAMS = { search: 'q', owner: 'owner', group: 'group', unit: 'unit' } as const;

export function readFilters(params: URLSearchParams): PriceFilters {
  const owner = params.get(FILTER_PARAMS.owner) ?? '';
  const unit = params.get(FILTER_PARAMS.unit);
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    owner: /^\d{1,9}$/.test(owner) ? Number(owner) : null,
    group: params.get(FILTER_PARAMS.group) || null,
    unit: isPriceUnit(unit) ? unit : '1k',
  };
}

/** The search params with some filters changed; defaults are removed to keep URLs short. */
export function withFilters(params: URLSearchParams, patch: Partial<PriceFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if ('search' in patch) set(FILTER_PARAMS.search, patch.search ?? null);
  if ('owner' in patch) set(FILTER_PARAMS.owner, patch.owner === null || patch.owner === undefined ? null : String(patch.owner));
  if ('group' in patch) set(FILTER_PARAMS.group, patch.group ?? null);
  if ('unit' in patch) set(FILTER_PARAMS.unit, patch.unit === '1m' ? '1m' : null);
  return next;
}

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
