import { z } from 'zod/mini';
import type { PriceInput, PriceSyncMode } from '#shared/api/schemas/pricing.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import { editOverStored } from '#shared/api/edit-over-stored.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { StoredRecordSchema } from '#client/forms/stored-record.ts';

/** What the dialog saves: the models it started from ([] when creating), the models now, and their price. */
export interface PriceSave {
  original: readonly string[];
  models: readonly string[];
  price: PriceInput;
  /** An edit's price as the untouched form gives it: the save applies only what changed to the stored price. */
  before?: PriceInput;
}

// A price without extra ratios and one with none left compare as equal maps, so removing the
// ratios the form shows keeps those it does not.
const withRatios = (price: PriceInput): PriceInput => ({ ...price, extra_ratios: price.extra_ratios ?? {} });

/**
 * The price to send for an edit: the stored price of the first model the dialog started from
 * (upstream overwrites every column of a price, `extra_ratios` included) with the form's changes;
 * `model_info` is the gateway's own join, never sent.
 */
async function priceOverStored(api: ApiClient, was: string, before: PriceInput, price: PriceInput): Promise<PriceInput> {
  const stored = (await api.get('/api/prices', z.array(StoredRecordSchema))).find((row) => row.model === was) ?? {};
  return editOverStored(stored, withRatios(before), withRatios(price), ['model_info']);
}

// Model names may hold `/`: the path segment is escaped (upstream's `*model` takes both forms).
const singlePath = (model: string) => `/api/prices/single/${encodeURIComponent(model)}` as const;

/** The one-hub endpoint for a save: one model by itself, several through the grouped endpoint. */
export async function sendPrice(api: ApiClient, { original, models, price: changed, before }: PriceSave): Promise<void> {
  const [only] = models;
  const [was] = original;
  const price = before && was !== undefined ? await priceOverStored(api, was, before, changed) : changed;
  if (models.length === 1 && only !== undefined && original.length === 0)
    await api.post('/api/prices/single', { ...price, model: only }, z.unknown());
  else if (models.length === 1 && only !== undefined && original.length === 1 && was !== undefined)
    await api.put(singlePath(was), { ...price, model: only }, z.unknown());
  else await api.post('/api/prices/multiple', { original_models: [...original], models: [...models], price }, z.unknown());
}

/** Create, edit, delete and sync prices, each with a toast and a fresh list; refusals show the gateway's message. */
export function usePriceMutations() {
  const { t, act, save } = useAdminActions(['pricing']);

  /** Answers the gateway's refusal (the dialog keeps the form), or null when saved. */
  const savePrice = (change: PriceSave): Promise<string | null> =>
    save(
      () => sendPrice(browserApi(), change),
      () => t(change.original.length === 0 ? 'pricing:toast.created' : 'pricing:toast.saved', { count: change.models.length }),
    );

  async function remove(models: readonly string[]): Promise<void> {
    const [only] = models;
    await act(
      () =>
        models.length === 1 && only !== undefined
          ? browserApi().delete(singlePath(only), z.unknown())
          : browserApi().put('/api/prices/multiple/delete', { models: [...models] }, z.unknown()),
      () => t('pricing:toast.deleted', { count: models.length }),
    );
  }

  /** Applies a fetched feed in `mode`; answers the gateway's refusal, or null. */
  const sync = (mode: PriceSyncMode, feed: readonly PriceInput[]): Promise<string | null> =>
    save(
      () => browserApi().post('/api/prices/sync', [...feed], z.unknown(), { updateMode: mode }),
      () => t('pricing:toast.synced'),
    );

  return { save: savePrice, remove, sync };
}
