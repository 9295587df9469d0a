import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { PriceSchema } from '#shared/api/schemas/model.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import { PRICE_SYNC_MODES, PriceInputSchema } from '#shared/api/schemas/pricing.ts';
import type { PriceInput, PriceSyncMode } from '#shared/api/schemas/pricing.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { coreOf, planPriceSync } from '#shared/pricing/price-sync.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { ownOrigin } from '#mock-gateway/http/callback-url.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { extraColumnsOf, replacedColumns, setExtra } from '#mock-gateway/store/extra-columns.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { OWN_FEED_PATH, fetchAllowedFeed, isOwnFeed, sampleFeed } from '#mock-gateway/store/prices/feed.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

const WildcardParams = z.object({ '*': z.string() });
const SyncQuery = z.object({ updateMode: z.string().optional() });
const FeedQuery = z.object({ url: z.string().optional() });

/** The model named by the path's tail (`/single/<model>`, URL-escaped or with bare slashes, as gin's `*model`). */
function pathModel(params: unknown): string {
  return WildcardParams.safeParse(params).data?.['*'] ?? '';
}

/** A price as the double stores it: `locked` always present, empty extra ratios left out. */
function stored(input: Omit<PriceInput, 'model'> & { model?: string | undefined }, model = input.model ?? ''): Price {
  const { extra_ratios: extra, ...core } = coreOf({ ...input, model });
  return { ...core, locked: input.locked ?? false, ...(extra ? { extra_ratios: extra } : {}) };
}

/** What a price body carries that the double does not interpret (`model_info` is its own join, never stored). */
const priceExtras = (body: unknown) => extraColumnsOf(body, PriceInputSchema, PriceSchema);

/** A copy fit for an operation record. */
const snapshot = (price: Price): Record<string, unknown> => structuredClone({ ...price });

/** Models a channel names (exact names: a `prefix*` pattern is not a model) plus every priced model, sorted. */
function modelList(store: MockStore): string[] {
  const names = new Set(store.prices.keys());
  for (const channel of store.channels.values()) for (const model of channel.models) if (!model.endsWith('*')) names.add(model);
  return [...names].sort();
}

/**
 * Price administration (contract §2.9, admin): one price or many at once, and the price-feed
 * sync whose `locked` prices are never touched. Each change writes an operation record per model
 * (`price.create|update|delete`, the sync one `price.sync` naming its mode) and shows at once in
 * `/api/prices`, `/api/available_model` and the relay's next bill, which all read `store.prices`.
 */
export const priceAdminRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/prices/model_list', { config: { role: ROLE.admin } }, async () => ok(modelList(store)));

  app.post('/api/prices/single', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/prices/single'], request.body);
    if (!body.ok) return fail(body.message);
    const price = stored(body.data);
    // model/pricing.go addRawPrice's refusal, in its English.
    if (store.prices.has(price.model)) return fail('model already exists');
    store.prices.set(price.model, price);
    setExtra(store, 'price', price.model, replacedColumns(priceExtras(request.body)));
    recordOperation(store, request, {
      action: 'price.create',
      targetType: 'price',
      targetId: price.model,
      before: null,
      after: snapshot(price),
    });
    return ok();
  });

  app.put('/api/prices/single/*', { config: { role: ROLE.admin } }, async (request) => {
    const model = pathModel(request.params);
    const body = readBody(REQUEST_BODIES.PUT['/api/prices/single/*'], request.body);
    if (!body.ok) return fail(body.message);
    const before = store.prices.get(model);
    if (!before) return fail('record not found');
    const after = stored(body.data);
    if (after.model !== model && store.prices.has(after.model)) return fail(`模型 ${after.model} 已有价格`);
    store.prices.delete(model);
    setExtra(store, 'price', model, undefined);
    store.prices.set(after.model, after);
    // Upstream's `Select("*")`: the extra columns become those sent.
    setExtra(store, 'price', after.model, replacedColumns(priceExtras(request.body)));
    recordOperation(store, request, {
      action: 'price.update',
      targetType: 'price',
      targetId: model,
      before: snapshot(before),
      after: snapshot(after),
    });
    return ok();
  });

  app.delete('/api/prices/single/*', { config: { role: ROLE.admin } }, async (request) => {
    const model = pathModel(request.params);
    const before = store.prices.get(model);
    if (!before) return fail('record not found');
    store.prices.delete(model);
    setExtra(store, 'price', model, undefined);
    recordOperation(store, request, {
      action: 'price.delete',
      targetType: 'price',
      targetId: model,
      before: snapshot(before),
      after: null,
    });
    return ok();
  });

  app.post('/api/prices/multiple', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/prices/multiple'], request.body);
    if (!body.ok) return fail(body.message);
    const { original_models: original, models, price } = body.data;
    const rawPrice: unknown = typeof request.body === 'object' && request.body !== null ? Reflect.get(request.body, 'price') : undefined;
    // A model joining the group must not silently replace a price of another group.
    const taken = models.find((model) => !original.includes(model) && store.prices.has(model));
    if (taken !== undefined) return fail(`模型 ${taken} 已有价格`);
    for (const model of original) {
      const before = store.prices.get(model);
      if (!before || models.includes(model)) continue;
      store.prices.delete(model);
      setExtra(store, 'price', model, undefined);
      recordOperation(store, request, {
        action: 'price.delete',
        targetType: 'price',
        targetId: model,
        before: snapshot(before),
        after: null,
      });
    }
    for (const model of new Set(models)) {
      const before = store.prices.get(model);
      const after = stored(price, model);
      store.prices.set(model, after);
      setExtra(store, 'price', model, replacedColumns(priceExtras(rawPrice)));
      recordOperation(store, request, {
        action: before ? 'price.update' : 'price.create',
        targetType: 'price',
        targetId: model,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
    }
    return ok();
  });

  app.put('/api/prices/multiple/delete', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/prices/multiple/delete'], request.body);
    if (!body.ok) return fail(body.message);
    for (const model of new Set(body.data.models)) {
      const before = store.prices.get(model);
      if (!before) continue;
      store.prices.delete(model);
      setExtra(store, 'price', model, undefined);
      recordOperation(store, request, {
        action: 'price.delete',
        targetType: 'price',
        targetId: model,
        before: snapshot(before),
        after: null,
      });
    }
    return ok();
  });

  // The feed URL the console offers: the double's own sample feed, on the origin the caller reached it by.
  app.get('/api/prices/updateService', { config: { role: ROLE.admin } }, async (request) =>
    ok(`${ownOrigin(request, store)}${OWN_FEED_PATH}`),
  );

  // Double-only: the sample feed itself, envelope shape (one-hub's dialog reads `data` or a bare array).
  app.get(OWN_FEED_PATH, { config: { role: 'public' } }, async () => ok(sampleFeed()));

  // Extension: the gateway reads a feed for the console (the browser's CSP allows only its own
  // origin). Only the double's own feed or an allow-listed URL is fetched: never a URL a user typed.
  app.get('/api/prices/fetch_feed', { config: { role: ROLE.admin } }, async (request) => {
    const url = (FeedQuery.safeParse(request.query).data?.url ?? '').trim();
    if (url === '') return fail('无效的参数');
    if (isOwnFeed(url, ownOrigin(request, store))) return ok(sampleFeed());
    if (!store.priceFeedAllowList.includes(url) || !/^https?:\/\//.test(url)) return fail('价格源地址不在允许列表中');
    const feed = await fetchAllowedFeed(url);
    return feed.ok ? ok(feed.prices) : fail(feed.message);
  });

  app.post('/api/prices/sync', { config: { role: ROLE.admin } }, async (request) => {
    const mode = SyncQuery.safeParse(request.query).data?.updateMode ?? '';
    if (!(PRICE_SYNC_MODES as readonly string[]).includes(mode)) return fail('无效的更新模式');
    const body = readBody(REQUEST_BODIES.POST['/api/prices/sync'], request.body);
    if (!body.ok) return fail(body.message);
    const plan = planPriceSync([...store.prices.values()], body.data);
    const syncMode = mode as PriceSyncMode;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (syncMode !== 'update')
      for (const row of plan.added) {
        const price: Price = { ...row, locked: false };
        store.prices.set(price.model, price);
        after[price.model] = snapshot(price);
      }
    if (syncMode !== 'add')
      for (const change of plan.changed) {
        const price: Price = { ...change.after, locked: false };
        store.prices.set(price.model, price);
        before[price.model] = snapshot(change.before);
        after[price.model] = snapshot(price);
      }
    if (syncMode === 'overwrite')
      for (const price of plan.removed) {
        store.prices.delete(price.model);
        setExtra(store, 'price', price.model, undefined);
        before[price.model] = snapshot(price);
      }
    const touched = Object.keys({ ...before, ...after }).length;
    recordOperation(store, request, {
      action: 'price.sync',
      targetType: 'price',
      targetId: syncMode,
      before,
      after,
      remark: `${touched} changed, ${plan.lockedSkipped.length} locked skipped`,
    });
    return ok();
  });
});
