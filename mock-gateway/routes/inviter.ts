import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { INVITEE_ORDER_FIELDS, INVITER_ORDER_FIELDS } from '#shared/api/schemas/inviter.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { pathId } from '#mock-gateway/http/path-id.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { adjustInviterRewards, inviteesOf, searchInviters } from '#mock-gateway/store/inviter.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';
import { EQUAL_OR_HIGHER, mayManage } from '#mock-gateway/store/user/admin.ts';

/**
 * Inviter management (extensions.md, "Inviter management"; admin reference §2.7), admin: the
 * users who invited someone, paged, searched and sorted; one inviter's invitees with what they
 * topped up and earned the inviter; and an adjustment of an inviter's pending rewards with a
 * required remark, recorded with before → after like every admin change. The reward rule itself
 * is three gateway options (`InviterReward*`), applied on each top-up (`store/inviter.ts`).
 */
export const inviterRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/inviter/', { config: { role: ROLE.admin } }, async (request) => {
    const query = asRawQuery(request.query);
    const result = paginate(searchInviters(store, queryString(query, 'keyword')), query, INVITER_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.get('/api/inviter/:id/invitees', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    if (!store.users.has(id)) return fail('record not found');
    const query = asRawQuery(request.query);
    // The newest sign-up first unless asked otherwise (invitees have no id of their own to sort by).
    const order = queryString(query, 'order') || '-created_time';
    const result = paginate(inviteesOf(store, id), { ...query, order }, INVITEE_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.post('/api/inviter/:id/adjust', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const body = readBody(REQUEST_BODIES.POST['/api/inviter/:id/adjust'], request.body);
    if (!body.ok) return fail(body.message);
    const target = store.users.get(id);
    if (!target) return fail('record not found');
    // Like a quota change: an admin adjusts the rewards of lower roles only, root anyone's.
    if (!mayManage(callerOf(request).user, target)) return fail(EQUAL_OR_HIGHER);
    const { quota, remark } = body.data;
    const adjusted = adjustInviterRewards(store, target, quota, remark);
    if (typeof adjusted === 'string') return fail(adjusted);
    recordOperation(store, request, {
      action: 'inviter.adjust',
      targetType: 'inviter',
      targetId: target.id,
      before: { ...adjusted.before },
      after: { ...adjusted.after },
      remark,
    });
    return ok();
  });
});
