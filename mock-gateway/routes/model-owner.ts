import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { ModelOwnedBySchema } from '#shared/api/schemas/model.ts';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { ModelOwnedByInputSchema, OWNER_RESERVED_MAX_ID } from '#shared/api/schemas/model-owner.ts';
import { extraColumnsOf, extraOf, replacedColumns, setExtra, withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { pathId } from '#mock-gateway/http/path-id.ts';

/**
 * Model owners (contract §2.1, §2.9): everyone reads the list; the spec's lower operator level
 * (role 3, spec §6 "model ownership") creates, edits and deletes, where upstream asks for an
 * admin. Ids up to 1000 are upstream's built-ins: they may be renamed or given another icon,
 * never created or deleted by hand (`invalid id`, upstream's word).
 */
export const modelOwnerRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const answered = (owner: ModelOwnedBy) => withExtraColumns(owner, extraOf(store, 'owner', owner.id));
  // Upstream saves the whole row (`Save`): the extra columns are those sent.
  const keepExtras = (id: number, body: unknown) =>
    setExtra(store, 'owner', id, replacedColumns(extraColumnsOf(body, ModelOwnedByInputSchema, ModelOwnedBySchema)));

  app.get('/api/model_ownedby/', { config: { role: 'public' } }, async () =>
    ok([...store.owners.values()].sort((a, b) => a.id - b.id).map(answered)),
  );

  app.get('/api/model_ownedby/:id', { config: { role: ROLE.operator } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const owner = store.owners.get(id);
    return owner ? ok(answered(owner)) : fail('record not found');
  });

  app.post('/api/model_ownedby/', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/model_ownedby/'], request.body);
    if (!body.ok) return fail(body.message);
    const owner = body.data;
    if (owner.id <= OWNER_RESERVED_MAX_ID) return fail('invalid id');
    if (store.owners.has(owner.id)) return fail(`id ${owner.id} 已存在`);
    store.owners.set(owner.id, { ...owner });
    keepExtras(owner.id, request.body);
    recordOperation(store, request, { action: 'owner.create', targetType: 'owner', targetId: owner.id, before: null, after: { ...owner } });
    return ok();
  });

  app.put('/api/model_ownedby/', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/model_ownedby/'], request.body);
    if (!body.ok) return fail(body.message);
    const before = store.owners.get(body.data.id);
    if (!before) return fail('record not found');
    const after = { ...body.data };
    store.owners.set(after.id, after);
    keepExtras(after.id, request.body);
    recordOperation(store, request, { action: 'owner.update', targetType: 'owner', targetId: after.id, before: { ...before }, after });
    return ok();
  });

  app.delete('/api/model_ownedby/:id', { config: { role: ROLE.operator } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    if (id <= OWNER_RESERVED_MAX_ID) return fail('invalid id');
    const owner = store.owners.get(id);
    if (!owner) return fail('record not found');
    // Not checked upstream, whose prices would then show the owner as 未知.
    const priced = [...store.prices.values()].filter((price) => price.channel_type === id).length;
    if (priced > 0) return fail(`还有 ${priced} 个模型价格属于 ${owner.name}，请先修改这些价格`);
    store.owners.delete(id);
    setExtra(store, 'owner', id, undefined);
    recordOperation(store, request, { action: 'owner.delete', targetType: 'owner', targetId: id, before: { ...owner }, after: null });
    return ok();
  });
});
