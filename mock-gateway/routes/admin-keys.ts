import { ROLE } from '#shared/access.ts';
import { changedNothing } from '#mock-gateway/http/audit.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { asRawQuery, bindInt, queryString } from '#mock-gateway/store/query-params.ts';
import { TOKEN_ORDER_FIELDS, searchTokens, serializeToken } from '#mock-gateway/store/key/list.ts';
import { updateToken } from '#mock-gateway/store/key/update.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** upstream's owner_name: the display name, else the username; '' for a user that is gone. */
function ownerName(store: MockStore, userId: number): string {
  const owner = store.users.get(userId);
  return owner ? owner.display_name || owner.username : '';
}

/** What an operation record keeps of a key: what `PUT /api/token/admin` can change, never the key itself. */
function recordedFields(token: TokenRecord): Record<string, unknown> {
  const { user_id, name, status, expired_time, remain_quota, unlimited_quota, group, backup_group, setting } = token;
  return { user_id, name, status, expired_time, remain_quota, unlimited_quota, group, backup_group, setting };
}

function bodyId(body: unknown): number {
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number' ? body.id : 0;
}

/**
 * Every user's keys, for admins (contract §2.5, upstream's `GetTokensListByAdmin` and
 * `UpdateTokenByAdmin`): the search across owners and the edit that may move a key to another
 * user. Both are upstream's, so they stay in upstream-only mode. Like upstream, the answers
 * carry the full key; the console masks it (its proxy and the page's schema).
 */
export const adminKeyRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/token/admin/search', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request);
    const query = asRawQuery(request.query);
    const userId = bindInt(query, 'user_id');
    if (typeof userId === 'string') return fail(userId);
    const tokenId = bindInt(query, 'token_id');
    if (typeof tokenId === 'string') return fail(tokenId);
    // Upstream filters only by ids above 0.
    const rows = searchTokens(store, Math.max(userId, 0), Math.max(tokenId, 0), queryString(query, 'keyword'));
    const result = paginate(rows, query, TOKEN_ORDER_FIELDS);
    if (!result.ok) return fail(result.message);
    const data = result.page.data.map((token) => ({
      ...serializeToken(token, caller.user.role),
      owner_name: ownerName(store, token.user_id),
    }));
    // Upstream's admin search fills only data and total_count (contract §1.4 quirk).
    return ok({ data, page: 0, size: 0, total_count: result.page.total_count });
  });

  app.put('/api/token/admin', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request);
    const statusOnly = queryString(asRawQuery(request.query), 'status_only') !== '';
    const stored = store.tokens.get(bodyId(request.body));
    const before = stored ? recordedFields(stored) : null;
    const result = updateToken(store, caller.user, request.body, statusOnly, true);
    if (!result.ok) return fail(result.message);
    // Upstream writes no log here; the double keeps the admin's change in its operation records.
    const after = recordedFields(result.token);
    if (before === null || JSON.stringify(before) === JSON.stringify(after)) {
      changedNothing(request);
      return ok(result.token);
    }
    const moved = before.user_id !== after.user_id;
    const owner = (id: unknown) => `${String(id)} (${ownerName(store, Number(id)) || '?'})`;
    recordOperation(store, request, {
      action: moved ? 'token.transfer' : statusOnly ? 'token.status' : 'token.update',
      targetType: 'token',
      targetId: result.token.id,
      before,
      after,
      ...(moved ? { remark: `owner ${owner(before.user_id)} → ${owner(after.user_id)}` } : {}),
    });
    return ok(result.token);
  });
});
