import type { AvailableModelMap, OwnedBy } from '#shared/api/schemas/model.ts';
import { buildRows } from '#shared/pricing/price-rows.ts';
import type { PriceRow } from '#shared/pricing/price-rows.ts';
import { toInfoView } from './model-info.ts';
import type { ModelInfoView } from './model-info.ts';

/** One model of the signed-in user's list: the public price row plus the owner icon and info. */
export interface ModelRow extends PriceRow {
  /** The owner's icon URL, '' when none. */
  ownerIcon: string;
  /** Extra-token ratios of the price (cached, audio, reasoning …), empty when none. */
  extraRatios: Record<string, number>;
  /** null when the gateway knows nothing more about the model. */
  info: ModelInfoView | null;
}

/**
 * The rows of `/api/available_model` (owner id, then name, as the prices page sorts them), with
 * the info from the price itself, else from `/api/model_info/`.
 */
export function buildModelRows(models: AvailableModelMap, owners: OwnedBy, infos: ReadonlyMap<string, ModelInfoView>): ModelRow[] {
  return buildRows(models, owners).map((row) => {
    const price = models[row.model]?.price;
    const own = price?.model_info;
    return {
      ...row,
      ownerIcon: owners[String(row.ownerId)]?.icon ?? '',
      extraRatios: { ...price?.extra_ratios },
      info: own ? toInfoView(own) : (infos.get(row.model) ?? null),
    };
  });
}

/** Every modality any row names (input or output), sorted; empty when no row has modality data. */
export function modalityOptions(rows: readonly ModelRow[]): string[] {
  const all = new Set<string>();
  for (const row of rows) for (const modality of modalitiesOf(row)) all.add(modality);
  return [...all].sort();
}

export function modalitiesOf(row: ModelRow): string[] {
  return row.info ? [...new Set([...row.info.inputModalities, ...row.info.outputModalities])] : [];
}
