import { z } from 'zod/mini';

/** True for JSON text holding an array of strings (`'["text","image"]'`), upstream's storage of list fields. */
export function isJsonStringList(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

const JsonStringList = z.string().check(z.maxLength(5000), z.refine(isJsonStringList, { message: 'json list' }));

/**
 * One `/api/model_info/` row as upstream stores it (contract §2.14 ModelInfo): the list fields
 * (`input_modalities`, `output_modalities`, `tags`, `support_url`) are JSON text.
 */
export const ModelInfoRecordSchema = z.object({
  id: z.int(),
  model: z.string(),
  name: z.string(),
  description: z.string(),
  context_length: z.int(),
  max_tokens: z.int(),
  input_modalities: z.string(),
  output_modalities: z.string(),
  tags: z.string(),
  support_url: z.string(),
  created_at: z.int(),
  updated_at: z.int(),
});
/** A stored model-info row. */
export type ModelInfoRecord = z.infer<typeof ModelInfoRecordSchema>;

/** `GET /api/model_info/` data: every row (contract §2.1). */
export const ModelInfoRecordListSchema = z.array(ModelInfoRecordSchema);

const infoFields = {
  model: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.trim(), z.maxLength(100)),
  description: z.string().check(z.maxLength(5000)),
  context_length: z.int().check(z.gte(0)),
  max_tokens: z.int().check(z.gte(0)),
  input_modalities: JsonStringList,
  output_modalities: JsonStringList,
  tags: JsonStringList,
  support_url: JsonStringList,
};

/** `POST /api/model_info/`: a model's descriptive metadata, list fields as JSON text like upstream's rows. */
export const ModelInfoInputSchema = z.object(infoFields);
/** New model info. */
export type ModelInfoInput = z.infer<typeof ModelInfoInputSchema>;

/** `PUT /api/model_info/`: the row's id and every field (upstream saves the whole row). */
export const ModelInfoUpdateSchema = z.object({ id: z.int().check(z.positive()), ...infoFields });
/** Edited model info. */
export type ModelInfoUpdate = z.infer<typeof ModelInfoUpdateSchema>;
