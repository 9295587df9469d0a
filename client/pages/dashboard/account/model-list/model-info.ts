import { z } from 'zod/mini';
import type { PriceModelInfo } from '#shared/api/schemas/model.ts';

/**
 * What the detail dialog and the modality filter know about a model. It comes from
 * `price.model_info` (arrays) or from upstream's `/api/model_info/` rows, whose list fields are
 * JSON strings (contract §2.1, §2.14); both end up here.
 */
export interface ModelInfoView {
  name: string;
  description: string;
  /** null when unknown (upstream stores 0 for "not set"). */
  contextLength: number | null;
  maxTokens: number | null;
  inputModalities: string[];
  outputModalities: string[];
  tags: string[];
  supportUrls: string[];
}

/** A list field: an array, a JSON string holding one, or nothing. Anything else reads as empty. */
const ListField = z.optional(z.union([z.array(z.string()), z.string(), z.null()]));

/** One `/api/model_info/` row, read leniently: only `model` is required. */
const ModelInfoRowSchema = z.object({
  model: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  context_length: z.optional(z.number()),
  max_tokens: z.optional(z.number()),
  input_modalities: ListField,
  output_modalities: ListField,
  tags: ListField,
  support_url: ListField,
});

/** `/api/model_info/` data (a plain array of raw rows). */
export const ModelInfoListSchema = z.array(z.unknown());

type ListValue = z.infer<typeof ListField>;

/** The strings of a list field; a JSON string is parsed, a bad one gives an empty list. */
export function listOf(value: ListValue): string[] {
  if (Array.isArray(value)) return value.filter((item) => item.trim() !== '');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  } catch {
    return [];
  }
}

function positive(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

type InfoSource = Partial<Omit<PriceModelInfo, 'input_modalities' | 'output_modalities' | 'tags' | 'support_url'>> & {
  input_modalities?: ListValue;
  output_modalities?: ListValue;
  tags?: ListValue;
  support_url?: ListValue;
};

export function toInfoView(info: InfoSource): ModelInfoView {
  return {
    name: info.name ?? '',
    description: info.description ?? '',
    contextLength: positive(info.context_length),
    maxTokens: positive(info.max_tokens),
    inputModalities: listOf(info.input_modalities),
    outputModalities: listOf(info.output_modalities),
    tags: listOf(info.tags),
    supportUrls: listOf(info.support_url).filter((url) => /^https?:\/\//i.test(url)),
  };
}

/** Model name → info from `/api/model_info/` rows; rows that do not parse are skipped. */
export function infoByModel(rows: readonly unknown[]): Map<string, ModelInfoView> {
  const map = new Map<string, ModelInfoView>();
  for (const row of rows) {
    const parsed = ModelInfoRowSchema.safeParse(row);
    if (parsed.success) map.set(parsed.data.model, toInfoView(parsed.data));
  }
  return map;
}
