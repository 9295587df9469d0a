import { z } from 'zod/mini';

const numericKey = z.string().check(z.regex(/^\d+$/));

/** A model owner (provider): `{id, name, icon}`, id = channel type (contract §2.14 ModelOwnedBy). */
export const ModelOwnedBySchema = z.object({
  id: z.int(),
  name: z.string(),
  icon: z.string(),
});
/** A model owner. */
export type ModelOwnedBy = z.infer<typeof ModelOwnedBySchema>;

/** `/api/ownedby` data: owner id (decimal string) → owner (contract §2.1). */
export const OwnedBySchema = z.record(numericKey, ModelOwnedBySchema);
/** Model owners keyed by id. */
export type OwnedBy = z.infer<typeof OwnedBySchema>;

/** `Price.model_info`: descriptive model metadata with list fields as arrays (contract §2.14 ModelInfo). */
export const PriceModelInfoSchema = z.object({
  model: z.string(),
  name: z.string(),
  description: z.string(),
  context_length: z.int(),
  max_tokens: z.int(),
  input_modalities: z.nullable(z.array(z.string())),
  output_modalities: z.nullable(z.array(z.string())),
  tags: z.nullable(z.array(z.string())),
  support_url: z.nullable(z.array(z.string())),
  created_at: z.int(),
  updated_at: z.int(),
});
/** Model metadata attached to a price. */
export type PriceModelInfo = z.infer<typeof PriceModelInfoSchema>;

/**
 * A model price (contract §2.14 Price, §5.3): `input`/`output` are quota per token for
 * `tokens` pricing; `times` charges 1000 × input per call. `channel_type` is the owner id.
 */
export const PriceSchema = z.object({
  model: z.string(),
  type: z.enum(['tokens', 'times']),
  channel_type: z.int(),
  input: z.number(),
  output: z.number(),
  locked: z.optional(z.boolean()),
  extra_ratios: z.optional(z.record(z.string(), z.number())),
  model_info: z.optional(PriceModelInfoSchema),
});
/** A model price. */
export type Price = z.infer<typeof PriceSchema>;

/** `/api/prices` data (and the bare `type=old` body): prices sorted by channel_type, then model (contract §2.1). */
export const PriceListSchema = z.array(PriceSchema);
/** A list of prices. */
export type PriceList = z.infer<typeof PriceListSchema>;

/** One `/api/available_model` entry: groups that may use it, owner name, price (contract §2.1). */
export const AvailableModelSchema = z.object({
  groups: z.array(z.string()),
  owned_by: z.string(),
  price: PriceSchema,
});
/** A model the caller can use. */
export type AvailableModel = z.infer<typeof AvailableModelSchema>;

/** `/api/available_model` data: model name → entry (contract §2.1). */
export const AvailableModelMapSchema = z.record(z.string(), AvailableModelSchema);
/** Usable models keyed by model name. */
export type AvailableModelMap = z.infer<typeof AvailableModelMapSchema>;

/** One `/api/hot_model` row: a most-used model of the last 7 days; `owned_by` is the owner name (extensions.md). */
export const HotModelSchema = z.object({
  model: z.string(),
  owned_by: z.string(),
  request_count: z.int(),
});
/** A popular model. */
export type HotModel = z.infer<typeof HotModelSchema>;

/** `/api/hot_model` data, most used first (extensions.md). */
export const HotModelListSchema = z.array(HotModelSchema);
/** Popular models. */
export type HotModelList = z.infer<typeof HotModelListSchema>;

/** `/api/channel_group_rate` data: group id → owner id → price multiplier (extensions.md). */
export const ChannelGroupRateSchema = z.record(numericKey, z.record(numericKey, z.number()));
/** Per-group, per-owner price multipliers. */
export type ChannelGroupRate = z.infer<typeof ChannelGroupRateSchema>;
