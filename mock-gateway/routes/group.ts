import type { UserGroupMap, UserGroupRateMap } from '#shared/api/schemas/group.ts';
import type { ChannelGroupRate } from '#shared/api/schemas/model.ts';
import { optionalUser } from '#mock-gateway/http/guard.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { ok } from '#mock-gateway/http/respond.ts';
import { visibleGroups } from '#mock-gateway/store/visibility.ts';

/**
 * Group maps for an optional caller: public groups plus the caller's own. `user_group_map` is
 * upstream's (keyed by symbol); `user_group_rate` and `channel_group_rate` are the spec's
 * extensions keyed by group id (extensions.md).
 */
export const groupRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user_group_map', { config: { role: 'public' } }, async (request) => {
    const groups: UserGroupMap = {};
    for (const group of visibleGroups(store, optionalUser(store, request))) groups[group.symbol] = group;
    return ok(groups);
  });

  app.get('/api/user_group_rate', { config: { role: 'public' } }, async (request) => {
    const rates: UserGroupRateMap = {};
    for (const { id, symbol, name, ratio, api_rate, public: isPublic } of visibleGroups(store, optionalUser(store, request))) {
      rates[String(id)] = { id, symbol, name, discount: ratio, api_rate, ratio, public: isPublic };
    }
    return ok(rates);
  });

  app.get('/api/channel_group_rate', { config: { role: 'public' } }, async (request) => {
    const rates: ChannelGroupRate = {};
    for (const group of visibleGroups(store, optionalUser(store, request))) {
      const overrides = store.channelRateOverrides.get(group.id);
      const byOwner: Record<string, number> = {};
      for (const ownerId of store.owners.keys()) byOwner[String(ownerId)] = overrides?.get(ownerId) ?? group.ratio;
      rates[String(group.id)] = byOwner;
    }
    return ok(rates);
  });
});
