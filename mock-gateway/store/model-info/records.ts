import type { ModelInfoRecord } from '#shared/api/schemas/model-info.ts';
import type { PriceModelInfo } from '#shared/api/schemas/model.ts';
import { seedModelInfo } from './model-info.ts';

/** A stored model-info row: upstream's ModelInfo with its list fields kept as arrays. */
export interface StoredModelInfo extends PriceModelInfo {
  id: number;
}

/** The seeded rows, numbered in the order `/api/prices` lists the models (owner, then name). */
export function seedModelInfoRecords(models: readonly string[], seconds: number): StoredModelInfo[] {
  const rows: StoredModelInfo[] = [];
  for (const model of models) {
    const info = seedModelInfo(model, seconds);
    if (info) rows.push({ ...info, id: rows.length + 1 });
  }
  return rows;
}

/** A row as upstream serialises it: list fields as JSON text (contract §2.14 ModelInfo). */
export function toRecordRow(info: StoredModelInfo): ModelInfoRecord {
  const json = (list: string[] | null) => JSON.stringify(list ?? []);
  return {
    ...info,
    input_modalities: json(info.input_modalities),
    output_modalities: json(info.output_modalities),
    tags: json(info.tags),
    support_url: json(info.support_url),
  };
}

/** The info of a model as `Price.model_info` carries it (arrays, no id), or undefined. */
export function priceInfoOf(rows: Iterable<StoredModelInfo>, model: string): PriceModelInfo | undefined {
  for (const { id: _id, ...info } of rows) if (info.model === model) return info;
  return undefined;
}

/** The strings of JSON text the shared schema has already checked (`'["a"]'` → `['a']`). */
export function parseList(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}
