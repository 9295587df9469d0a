import { z } from 'zod/mini';
import { ModelOwnedByListSchema } from '#shared/api/schemas/model-owner.ts';
import { createApiClient } from '#shared/api/client.ts';
import { bareAnswerFetch, successEnvelope } from '#shared/api/bare-answer.ts';
import { browserApi, browserHeaders } from '#client/session/credentials.ts';
import { channelTypeName } from '#shared/channel-types.ts';

/** One entry of `GET /api/channel/models` (an OpenAI model object; only these fields are read). */
const CatalogModelSchema = z.object({ id: z.string(), owned_by: z.string() });
/** A priced model and its owner's name. */
export type CatalogModel = z.infer<typeof CatalogModelSchema>;

/** Where the model field's "fill" buttons take models from. */
export type FillScope = 'type' | 'all';

/**
 * `GET /api/channel/models` answers an OpenAI list `{object:"list", data}` without the
 * envelope (contract §1.1), while a refusal comes in the envelope: the list is wrapped as
 * `{success:true, data}` so the API client's parsing and refusals apply unchanged.
 */
export function envelopeOfList(parsed: unknown): unknown {
  if (typeof parsed !== 'object' || parsed === null || 'success' in parsed) return parsed;
  const list = parsed as { object?: unknown; data?: unknown };
  return list.object === 'list' && Array.isArray(list.data) ? successEnvelope(list.data) : parsed;
}

/**
 * The models of a channel type: those whose owner is the type's owner, found by id in the
 * gateway's owners (an owner's id is the channel type) or, failing that, by the type's
 * provider name; names compare without case.
 */
export function modelsOfType(models: readonly CatalogModel[], ownerName: string): string[] {
  const owner = ownerName.toLowerCase();
  return models.filter((model) => model.owned_by.toLowerCase() === owner).map((model) => model.id);
}

/** The model field's list after a fill: the filled models replace the list, or join it (no repeats, current order first). */
export function mergeModels(current: readonly string[], added: readonly string[], replace: boolean): string[] {
  return [...new Set(replace ? added : [...current, ...added])];
}

/**
 * The models a "fill" button adds: every priced model of the gateway, or those of `type`'s
 * owner. Throws the gateway's refusal (the API client's error).
 */
export async function catalogModels(scope: FillScope, type: number): Promise<string[]> {
  const [models, owners] = await Promise.all([
    createApiClient({ baseUrl: '', headers: browserHeaders, fetch: bareAnswerFetch(envelopeOfList) }).get(
      '/api/channel/models',
      z.array(CatalogModelSchema),
    ),
    scope === 'type'
      ? browserApi()
          .get('/api/model_ownedby/', ModelOwnedByListSchema)
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  if (scope === 'all') return models.map((model) => model.id);
  const owner = owners.find((candidate) => candidate.id === type)?.name ?? channelTypeName(type) ?? '';
  return modelsOfType(models, owner);
}
