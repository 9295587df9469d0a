import { z } from 'zod';
import { ROLE } from '../../shared/access.ts';
import { callerOf } from '../http/authorize.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '../http/respond.ts';
import { paginate } from '../store/paginate.ts';
import { USER_ORDER_FIELDS, searchUsers } from '../store/user-list.ts';
import { toPublicUser } from '../store/users.ts';

// gin binds the first value of a repeated query key to a string field.
const FirstString = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? (value[0] ?? '') : value));

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  keyword: FirstString.optional(),
});
const IdParams = z.object({ id: z.string() });

/**
 * The admin user list and user details (contract §2.4). `/api/user/:id` sits beside the static
 * `/api/user/self`, `/token`, `/aff`…; Fastify's router prefers static paths, as gin does.
 */
export const adminUserRoutes: GatewayPlugin = async (app, { store }) => {
  app.get('/api/user/', { config: { role: ROLE.admin } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const rows = searchUsers(store, query.data.keyword ?? '').map(toPublicUser);
    const result = paginate(rows, query.data, USER_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.get('/api/user/:id', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request);
    const raw = IdParams.parse(request.params).id;
    // Go's strconv.Atoi accepts an optional sign; its error text is what upstream sends.
    if (!/^[+-]?\d+$/.test(raw)) return fail(`strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`);
    const id = Number(raw);
    if (id === 0) return fail('id 为空！');
    const target = store.users.get(id);
    if (!target) return fail('record not found');
    // Upstream refuses equal roles too, so an admin cannot read another admin; root reads anyone.
    if (target.role >= caller.user.role && caller.user.role !== ROLE.root) return fail('无权获取同级或更高等级用户的信息');
    return ok(toPublicUser(target));
  });
};
