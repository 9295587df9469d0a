import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { ModelInfoRecordSchema, ModelInfoUpdateSchema } from '#shared/api/schemas/model-info.ts';
import type { ModelInfoInput } from '#shared/api/schemas/model-info.ts';
import { extraColumnsOf, extraOf, replacedColumns, setExtra, withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { parseList, toRecordRow } from '#mock-gateway/store/model-info/records.ts';
import type { StoredModelInfo } from '#mock-gateway/store/model-info/records.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { pathId } from '#mock-gateway/http/path-id.ts';

const TAKEN = 'model identifier already exists';

function byModel(store: MockStore, model: string): StoredModelInfo | undefined {
  return [...store.modelInfos.values()].find((info) => info.model === model);
}

/** The stored form of a body: list fields parsed from their JSON text. */
function fieldsOf(input: ModelInfoInput): Omit<StoredModelInfo, 'id' | 'created_at' | 'updated_at'> {
  return {
    model: input.model,
    name: input.name,
    description: input.description,
    context_length: input.context_length,
    max_tokens: input.max_tokens,
    input_modalities: parseList(input.input_modalities),
    output_modalities: parseList(input.output_modalities),
    tags: parseList(input.tags),
    support_url: parseList(input.support_url),
  };
}

/**
 * Model info (contract §2.1, §2.9): everyone reads upstream's raw rows (list fields as JSON
 * text, newest id first, as upstream orders them); admins create, edit and delete them. The
 * prices and available models carry the same info as `model_info` (joined when served).
 */
export const modelInfoRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const answered = (info: StoredModelInfo) => withExtraColumns(toRecordRow(info), extraOf(store, 'model_info', info.id));
  // Upstream saves the whole row (`Save`): the extra columns are those sent.
  const keepExtras = (id: number, body: unknown) =>
    setExtra(store, 'model_info', id, replacedColumns(extraColumnsOf(body, ModelInfoUpdateSchema, ModelInfoRecordSchema)));

  app.get('/api/model_info/', { config: { role: 'public' } }, async () =>
    ok([...store.modelInfos.values()].sort((a, b) => b.id - a.id).map(answered)),
  );

  app.get('/api/model_info/:id', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const info = store.modelInfos.get(id);
    return info ? ok(answered(info)) : fail('record not found');
  });

  app.post('/api/model_info/', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/model_info/'], request.body);
    if (!body.ok) return fail(body.message);
    if (byModel(store, body.data.model)) return fail(TAKEN);
    const now = nowSeconds(store);
    const info: StoredModelInfo = { id: store.nextModelInfoId++, ...fieldsOf(body.data), created_at: now, updated_at: now };
    store.modelInfos.set(info.id, info);
    keepExtras(info.id, request.body);
    recordOperation(store, request, {
      action: 'model_info.create',
      targetType: 'model_info',
      targetId: info.id,
      before: null,
      after: { ...info },
    });
    return ok();
  });

  app.put('/api/model_info/', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/model_info/'], request.body);
    if (!body.ok) return fail(body.message);
    const before = store.modelInfos.get(body.data.id);
    if (!before) return fail('record not found');
    const other = byModel(store, body.data.model);
    if (other && other.id !== before.id) return fail(TAKEN);
    const after: StoredModelInfo = { ...before, ...fieldsOf(body.data), updated_at: nowSeconds(store) };
    store.modelInfos.set(after.id, after);
    keepExtras(after.id, request.body);
    recordOperation(store, request, {
      action: 'model_info.update',
      targetType: 'model_info',
      targetId: after.id,
      before: { ...before },
      after: { ...after },
    });
    return ok();
  });

  app.delete('/api/model_info/:id', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const info = store.modelInfos.get(id);
    // Upstream deletes nothing and still says success; the double says the row is gone already.
    if (!info) return fail('record not found');
    store.modelInfos.delete(id);
    setExtra(store, 'model_info', id, undefined);
    recordOperation(store, request, {
      action: 'model_info.delete',
      targetType: 'model_info',
      targetId: id,
      before: { ...info },
      after: null,
    });
    return ok();
  });
});
