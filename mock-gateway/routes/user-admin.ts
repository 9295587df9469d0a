import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { toAdminUser } from '#mock-gateway/store/user/admin.ts';
import { USER_ORDER_FIELDS, searchUsers } from '#mock-gateway/store/user/list.ts';

// gin binds the first value of a repeated query key to a string field.
const FirstString = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? (value[0] ?? '') : value));
// An absent or empty filter is no filter; anything else must be a whole number.
const OptionalInt = FirstString.optional().refine((value) => value === undefined || value === '' || /^\d{1,9}$/.test(value));

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  keyword: FirstString.optional(),
  group: FirstString.optional(),
  role: OptionalInt,
  status: OptionalInt,
});
const IdParams = z.object({ id: z.string() });

function intOrNull(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value);
}

/**
 * Go's strconv.Atoi on a path id, with upstream's messages: the id, or the refusal to send.
 * Shared by the admin user routes that take `:id`.
 */
export function readUserId(params: unknown): { ok: true; id: number } | { ok: false; message: string } {
  const raw = IdParams.parse(params).id;
  // Go's strconv.Atoi accepts an optional sign; its error text is what upstream sends.
  if (!/^[+-]?\d+$/.test(raw)) return { ok: false, message: `strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax` };
  return { ok: true, id: Number(raw) };
}

/**
 * The admin user list and user details (contract §2.4). `/api/user/:id` sits beside the static
 * `/api/user/self`, `/token`, `/aff`…; Fastify's router prefers static paths, as gin does.
 * Neither ever sends a user's access token. **Extensions**: the `group`, `role` and `status`
 * filters (echoed as `data.filters`) and the sort fields `quota`, `used_quota`, `request_count`.
 */
export const adminUserRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/', { config: { role: ROLE.admin } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const filters = {
      group: query.data.group || null,
      role: intOrNull(query.data.role),
      status: intOrNull(query.data.status),
    };
    const rows = searchUsers(store, query.data.keyword ?? '', filters).map(toAdminUser);
    const result = paginate(rows, query.data, USER_ORDER_FIELDS);
    return result.ok ? ok({ ...result.page, filters }) : fail(result.message);
  });

  app.get('/api/user/:id', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request);
    const id = readUserId(request.params);
    if (!id.ok) return fail(id.message);
    if (id.id === 0) return fail('id 为空！');
    const target = store.users.get(id.id);
    if (!target) return fail('record not found');
    // Upstream refuses equal roles too, so an admin cannot read another admin; root reads anyone.
    if (target.role >= caller.user.role && caller.user.role !== ROLE.root) return fail('无权获取同级或更高等级用户的信息');
    return ok(toAdminUser(target));
  });

  // The group choices of the user dialog: every enabled group's symbol (contract §2.4).
  app.get('/api/group/', { config: { role: ROLE.admin } }, async () =>
    ok([...store.groups.values()].filter((group) => group.enable).map((group) => group.symbol)),
  );
});
