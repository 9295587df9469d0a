import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import type { AvailableModelMap, HotModel, OwnedBy } from '#shared/api/schemas/model.ts';
import { authorize, optionalUser } from '#mock-gateway/http/guard.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { channelFor } from '#mock-gateway/relay/routing.ts';
import { ownerName, sortedPrices, visibleGroups } from '#mock-gateway/store/visibility.ts';

const PricesQuery = z.object({ type: z.string().optional() });

/** Model owners, prices, usable models and hot models (contract §2.1, extensions.md). */
export const catalogRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/ownedby', { config: { role: 'public' } }, async () => {
    const owners: OwnedBy = {};
    for (const owner of store.owners.values()) owners[String(owner.id)] = owner;
    return ok(owners);
  });

  app.get('/api/prices', { config: { role: 'public' } }, async (request, reply) => {
    const type = PricesQuery.safeParse(request.query).data?.type ?? 'db';
    if (type === 'old') {
      // `type=old` is admin-only and answers a bare array without the envelope. The role depends
      // on the query, so this is the one check the route config cannot state; same function.
      const auth = authorize(store, request, ROLE.admin);
      if (!auth.ok) return reply.code(auth.status).send(auth.body);
      return sortedPrices(store);
    }
    const prices = type === 'db' || type === 'default' ? sortedPrices(store) : [];
    return prices.length === 0 ? fail('pricing data not found') : ok(prices);
  });

  app.get('/api/available_model', { config: { role: 'public' } }, async (request) => {
    const symbols = visibleGroups(store, optionalUser(store, request)).map((group) => group.symbol);
    const models: AvailableModelMap = {};
    for (const price of sortedPrices(store)) {
      // A model priced after start (the pricing page) has no seeded group list: the channels
      // that serve it decide, as upstream's channel rules do and as the relay routes it.
      const reachable = store.modelGroups.get(price.model);
      const groups = symbols.filter((symbol) =>
        reachable ? reachable.includes(symbol) : channelFor(store, symbol, price.model) !== undefined,
      );
      if (groups.length > 0) models[price.model] = { groups, owned_by: ownerName(store, price.channel_type), price };
    }
    return ok(models);
  });

  app.get('/api/hot_model', { config: { role: 'public' } }, async () => {
    const rows: HotModel[] = [...store.hotModels]
      .sort((a, b) => b.request_count - a.request_count)
      .map(({ model, request_count }) => {
        const price = store.prices.get(model);
        return { model, owned_by: price ? ownerName(store, price.channel_type) : '未知', request_count };
      });
    return ok(rows);
  });
});
