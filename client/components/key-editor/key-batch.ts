import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { TokenPageSchema } from '#shared/api/schemas/key.ts';
import type { Token, TokenInput } from '#shared/api/schemas/key.ts';

/** `<name>-1 … <name>-N` for a batch; a single key keeps its name. */
export function batchNames(name: string, count: number): string[] {
  if (count <= 1) return [name];
  return Array.from({ length: count }, (_, index) => `${name}-${index + 1}`);
}

export interface BatchResult {
  created: string[];
  failed: { name: string; message: string }[];
}

/**
 * POSTs one key per name, one after the other: a batch is created in name order, so `-1` gets
 * the lowest id and lists sorted by id or time read like the names (parallel POSTs would let
 * the gateway number them in whatever order they arrive). The gateway answers POST without
 * data, so the keys are looked up afterwards. `onProgress` gets the number done so far.
 */
export async function createKeys(
  api: ApiClient,
  input: TokenInput,
  names: readonly string[],
  onProgress: (done: number) => void,
): Promise<BatchResult> {
  const result: BatchResult = { created: [], failed: [] };
  for (const [index, name] of names.entries()) {
    try {
      await api.post('/api/token/', { ...input, name }, z.unknown());
      result.created.push(name);
    } catch (error) {
      result.failed.push({ name, message: error instanceof Error ? error.message : String(error) });
    }
    onProgress(index + 1);
  }
  return result;
}

/**
 * The newest key of each name, found by keyword prefix ordered newest first (older keys of the
 * same name lose), in the order of `names`.
 */
export async function findKeys(api: ApiClient, prefix: string, names: readonly string[]): Promise<Token[]> {
  const wanted = new Set(names);
  const found = new Map<string, Token>();
  for (let page = 1; found.size < wanted.size; page += 1) {
    const result = await api.get('/api/token/', TokenPageSchema, { keyword: prefix, order: '-id', page, size: 100 });
    for (const token of result.data) if (wanted.has(token.name) && !found.has(token.name)) found.set(token.name, token);
    if (result.data.length < 100 || page * 100 >= result.total_count) break;
  }
  return names.flatMap((name) => found.get(name) ?? []);
}
