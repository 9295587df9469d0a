import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import {
  CHANNEL_ORDER_FIELDS,
  CHANNEL_STATUS,
  ChannelBatchSchema,
  ChannelInputSchema,
  ChannelSchema,
  ChannelUpdateSchema,
  commaList,
} from '#shared/api/schemas/channel.ts';
import { extraColumnsOf } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import {
  auditedChannel,
  createChannels,
  providerModels,
  readChannelFilter,
  refreshBalance,
  searchChannels,
  testChannel,
  updateChannel,
} from '#mock-gateway/store/channel/admin.ts';
import { toWireChannel } from '#mock-gateway/store/channel/channel.ts';
import type { ChannelRecord } from '#mock-gateway/store/channel/channel.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { openAIModel } from '#mock-gateway/relay/routing.ts';

const IdParams = z.object({ id: z.string() });

/** Upstream reads the id with `strconv.Atoi` and answers its error. */
function channelId(params: unknown): number | string {
  const raw = IdParams.safeParse(params).data?.id ?? '';
  return /^[+-]?\d+$/.test(raw) ? Number(raw) : `strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`;
}

function channelOf(store: MockStore, params: unknown): ChannelRecord | string {
  const id = channelId(params);
  if (typeof id === 'string') return id;
  return store.channels.get(id) ?? 'record not found';
}

/** Removes channels and writes a `channel.delete` record for each; answers how many went. */
export function deleteChannels(
  store: MockStore,
  request: Parameters<typeof recordOperation>[1],
  channels: readonly ChannelRecord[],
  remark?: string,
): number {
  for (const channel of channels) {
    store.channels.delete(channel.id);
    recordOperation(store, request, {
      action: 'channel.delete',
      targetType: 'channel',
      targetId: channel.id,
      before: auditedChannel(channel),
      after: null,
      ...(remark === undefined ? {} : { remark }),
    });
  }
  return channels.length;
}

/** Changes the model list of the chosen channels and records each change; answers how many changed. */
function editModels(
  store: MockStore,
  request: Parameters<typeof recordOperation>[1],
  ids: readonly number[],
  change: (models: string[]) => string[],
  remark: string,
): number {
  let count = 0;
  for (const id of new Set(ids)) {
    const channel = store.channels.get(id);
    if (!channel) continue;
    const models = change(channel.models);
    if (models.join(',') === channel.models.join(',')) continue;
    const before = auditedChannel(channel);
    channel.models = models;
    recordOperation(store, request, {
      action: 'channel.update',
      targetType: 'channel',
      targetId: id,
      before,
      after: auditedChannel(channel),
      remark,
    });
    count += 1;
  }
  return count;
}

/**
 * The admin's channels (contract §2.6): list with filters and the order whitelist, read (never
 * the key), create (one channel per key line), edit (partial; an empty key = unchanged),
 * delete one, the disabled ones or a batch, batch add/remove a model, test one or all,
 * balances, the provider's model list. Every change writes an operation record; the relay
 * routes over these same records (`relay/routing.ts`).
 */
export const adminChannelRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const admin = { config: { role: ROLE.admin } } as const;

  app.get('/api/channel/', admin, async (request) => {
    const query = asRawQuery(request.query);
    const filter = readChannelFilter(query);
    if (typeof filter === 'string') return fail(filter);
    const result = paginate(searchChannels(store, filter), query, CHANNEL_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  // Upstream's OpenAI-style list of every priced model, without the envelope (contract §1.1).
  app.get('/api/channel/models', admin, async () => ({
    object: 'list',
    data: [...store.prices.keys()]
      .filter((model) => !model.endsWith('*'))
      .sort()
      .map((model) => openAIModel(store, model)),
  }));

  app.get('/api/channel/:id', admin, async (request) => {
    const channel = channelOf(store, request.params);
    return typeof channel === 'string' ? fail(channel) : ok(toWireChannel(channel));
  });

  app.post('/api/channel/', admin, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/channel/'], request.body);
    if (!body.ok) return fail(body.message);
    const created = createChannels(store, body.data, extraColumnsOf(request.body, ChannelInputSchema, ChannelSchema));
    if (typeof created === 'string') return fail(created);
    for (const channel of created)
      recordOperation(store, request, {
        action: 'channel.create',
        targetType: 'channel',
        targetId: channel.id,
        before: null,
        after: auditedChannel(channel),
      });
    return ok();
  });

  app.put('/api/channel/', admin, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/channel/'], request.body);
    if (!body.ok) return fail(body.message);
    const result = updateChannel(store, body.data, extraColumnsOf(request.body, ChannelUpdateSchema, ChannelSchema));
    if (typeof result === 'string') return fail(result);
    const onlyStatus = Object.keys(body.data).every((name) => name === 'id' || name === 'status');
    recordOperation(store, request, {
      action: onlyStatus ? 'channel.status' : 'channel.update',
      targetType: 'channel',
      targetId: result.after.id,
      before: auditedChannel(result.before),
      after: auditedChannel(result.after),
    });
    return ok(toWireChannel(result.after));
  });

  app.delete('/api/channel/disabled', admin, async (request) => {
    const disabled = [...store.channels.values()].filter((channel) => channel.status !== CHANNEL_STATUS.enabled);
    return ok(deleteChannels(store, request, disabled, 'delete disabled'));
  });

  app.delete('/api/channel/batch', admin, async (request) => {
    // A DELETE body: not in REQUEST_BODIES (POST/PUT only), read with the same batch schema.
    const body = readBody(ChannelBatchSchema, request.body);
    if (!body.ok) return fail(body.message);
    const chosen = [...new Set(body.data.ids)].map((id) => store.channels.get(id)).filter((channel) => channel !== undefined);
    return ok(deleteChannels(store, request, chosen, 'batch delete'));
  });

  app.delete('/api/channel/:id', admin, async (request) => {
    const channel = channelOf(store, request.params);
    if (typeof channel === 'string') return fail(channel);
    deleteChannels(store, request, [channel]);
    return ok();
  });

  app.delete('/api/channel/:id/tag', admin, async (request) => {
    const channel = channelOf(store, request.params);
    if (typeof channel === 'string') return fail(channel);
    const before = auditedChannel(channel);
    channel.tag = '';
    recordOperation(store, request, {
      action: 'channel.update',
      targetType: 'channel',
      targetId: channel.id,
      before,
      after: auditedChannel(channel),
    });
    return ok();
  });

  app.put('/api/channel/batch/del_model', admin, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/channel/batch/del_model'], request.body);
    if (!body.ok) return fail(body.message);
    const { ids, value } = body.data;
    editModels(store, request, ids, (models) => models.filter((model) => model !== value), `remove model ${value}`);
    // Upstream counts every channel it found, whether or not it had the model, and says so
    // (controller/channel.go BatchDelModelChannels); found on the real one-hub (contract saves).
    const found = [...new Set(ids)].filter((id) => store.channels.has(id)).length;
    return { success: true, message: '更新成功', data: found };
  });

  // Extension (extensions.md): the batch "add a model" users ask for; upstream has only removal.
  app.put('/api/channel/batch/add_model', admin, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/channel/batch/add_model'], request.body);
    if (!body.ok) return fail(body.message);
    const { ids, value } = body.data;
    const added = commaList(value);
    return ok(editModels(store, request, ids, (models) => [...new Set([...models, ...added])], `add model ${value}`));
  });

  app.get('/api/channel/test', admin, async (request) => {
    const rows = [...store.channels.values()]
      .sort((a, b) => a.id - b.id)
      .map((channel) => {
        const before = channel.status;
        const outcome = testChannel(store, channel, '');
        if (outcome.disabled)
          recordOperation(store, request, {
            action: 'channel.status',
            targetType: 'channel',
            targetId: channel.id,
            before: { status: before },
            after: { status: channel.status },
            remark: outcome.message,
          });
        return {
          id: channel.id,
          name: channel.name,
          success: outcome.success,
          message: outcome.message,
          time: outcome.time,
          status: channel.status,
        };
      });
    // Upstream answers `{success}` and tests in the background; the double has tested already.
    return ok(rows);
  });

  app.get('/api/channel/test/:id', admin, async (request) => {
    const channel = channelOf(store, request.params);
    if (typeof channel === 'string') return fail(channel);
    const before = channel.status;
    const outcome = testChannel(store, channel, queryString(asRawQuery(request.query), 'model'));
    if (outcome.disabled)
      recordOperation(store, request, {
        action: 'channel.status',
        targetType: 'channel',
        targetId: channel.id,
        before: { status: before },
        after: { status: channel.status },
        remark: outcome.message,
      });
    // controller/channel-test.go TestChannel words the outcome itself.
    const message = outcome.success
      ? '测速成功'
      : outcome.disabled
        ? `测速失败，已被禁用，原因：${outcome.message}`
        : `测速失败，原因：${outcome.message}`;
    // `time` beside the envelope's fields and no `data`, as upstream (contract §1.1); the console reads it there.
    return { success: outcome.success, message, time: outcome.time };
  });

  app.get('/api/channel/update_balance', admin, async () => {
    for (const channel of store.channels.values()) if (channel.status === CHANNEL_STATUS.enabled) refreshBalance(store, channel);
    return ok();
  });

  app.get('/api/channel/update_balance/:id', admin, async (request) => {
    const channel = channelOf(store, request.params);
    if (typeof channel === 'string') return fail(channel);
    const balance = refreshBalance(store, channel);
    if (typeof balance === 'string') return fail(balance);
    // Beside the envelope, as upstream answers it (controller/channel-billing.go UpdateChannelBalance): no `data`.
    return { success: true, message: '', balance };
  });

  // Reads the provider's list: nothing changes, nothing to audit.
  app.post('/api/channel/provider_models_list', { config: { role: ROLE.admin, audit: false } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/channel/provider_models_list'], request.body);
    if (!body.ok) return fail(body.message);
    const saved = body.data.id === undefined ? undefined : store.channels.get(body.data.id);
    if (body.data.id !== undefined && !saved) return fail('record not found');
    const type = body.data.type ?? saved?.type ?? 0;
    const key = body.data.key || saved?.key || '';
    if (key.toLowerCase().includes('fail')) return fail('Incorrect API key provided (status code 401)');
    return ok(providerModels(store, type));
  });
});
