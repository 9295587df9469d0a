import { z } from 'zod/mini';
import { PriceSchema } from './model.ts';

/**
 * The extra-token ratios one-hub's price dialog offers (admin reference §2.4): tokens already
 * counted in prompt or completion that are billed at `ratio` times the base price instead.
 */
export const EXTRA_RATIO_KEYS = [
  'cached_tokens',
  'cached_write_tokens',
  'cached_read_tokens',
  'input_audio_tokens',
  'output_audio_tokens',
  'reasoning_tokens',
  'input_text_tokens',
  'output_text_tokens',
  'input_image_tokens',
  'output_image_tokens',
] as const;
/** One of the extra-token ratio keys. */
export type ExtraRatioKey = (typeof EXTRA_RATIO_KEYS)[number];

/** Longest model name a price takes (upstream's `varchar(100)`). */
export const PRICE_MODEL_MAX = 100;
/** Largest ratio accepted: 1e6 quota per token is $2,000 per 1K tokens, far above any real price. */
export const PRICE_RATIO_MAX = 1_000_000;
/** Most prices one sync or batch may carry. */
export const PRICE_BATCH_MAX = 5_000;

const modelName = z.string().check(z.trim(), z.minLength(1), z.maxLength(PRICE_MODEL_MAX));
const ratio = z.number().check(z.gte(0), z.lte(PRICE_RATIO_MAX));

/**
 * A price as an admin (or a price feed) sends it (contract §2.9, §2.14 Price): the model, its
 * type, owner (`channel_type`), input and output ratios, `locked` (never touched by a sync) and
 * the extra ratios. `model_info` is the gateway's to join, never sent.
 */
export const PriceInputSchema = z.object({
  model: modelName,
  type: z.enum(['tokens', 'times']),
  channel_type: z.int().check(z.gte(0)),
  input: ratio,
  output: ratio,
  locked: z.optional(z.boolean()),
  extra_ratios: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(50)), ratio)),
});
/** A price as it is created or edited. */
export type PriceInput = z.infer<typeof PriceInputSchema>;

const modelList = z.array(modelName).check(z.maxLength(PRICE_BATCH_MAX));

/**
 * `POST /api/prices/multiple`: one price for many models. Models of `original_models` that are
 * not in `models` lose their price; the others (and new ones) get `price` (its `model` is ignored).
 */
export const PriceBatchSchema = z.object({
  original_models: modelList,
  models: modelList.check(z.minLength(1)),
  price: z.extend(PriceInputSchema, { model: z.optional(z.string()) }),
});
/** A grouped price edit. */
export type PriceBatch = z.infer<typeof PriceBatchSchema>;

/** `PUT /api/prices/multiple/delete`: the models whose prices go. */
export const PriceModelsSchema = z.object({ models: modelList.check(z.minLength(1)) });
/** Models to delete the prices of. */
export type PriceModels = z.infer<typeof PriceModelsSchema>;

/** `POST /api/prices/sync` body: the feed's prices, as fetched. */
export const PriceSyncBodySchema = z.array(PriceInputSchema).check(z.minLength(1), z.maxLength(PRICE_BATCH_MAX));

/** How a sync applies a feed (contract §2.9): add new models, update existing ones, or overwrite everything unlocked. */
export const PRICE_SYNC_MODES = ['add', 'update', 'overwrite'] as const;
/** A sync mode. */
export type PriceSyncMode = (typeof PRICE_SYNC_MODES)[number];

/** `GET /api/prices/model_list` data: priced models plus the models channels name (contract §2.9). */
export const PriceModelListSchema = z.array(z.string());

/** `GET /api/prices/updateService` data: the price feed's URL (contract §2.9). */
export const PriceFeedUrlSchema = z.string();

/**
 * A price feed as one-hub's dialog reads it: a bare array of prices or `{data: [...]}`. Rows are
 * read leniently (`model_info` and unknown keys dropped) and checked as price inputs.
 */
export const PriceFeedSchema = z.union([PriceSyncBodySchema, z.object({ data: PriceSyncBodySchema })]);

/** The prices of a parsed feed, whichever shape it came in. */
export function feedPrices(feed: z.infer<typeof PriceFeedSchema>): PriceInput[] {
  return Array.isArray(feed) ? feed : feed.data;
}

/** `GET /api/prices/fetch_feed` data (extension): the feed the gateway fetched, as prices. */
export const PriceFeedPricesSchema = z.array(PriceSchema);
