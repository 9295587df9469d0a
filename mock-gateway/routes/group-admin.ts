import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { GROUP_ORDER_FIELDS, UserGroupUpdateSchema } from '#shared/api/schemas/group-admin.ts';
import { UserGroupSchema } from '#shared/api/schemas/group.ts';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { extraColumnsOf, extraOf, replacedColumns, setExtra, withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import {
  DEFAULT_GROUP_ALWAYS_ON,
  DEFAULT_GROUP_UNDELETABLE,
  bindBool,
  createGroup,
  isDefaultGroup,
  memberCount,
  searchGroups,
  updateGroup,
} from '#mock-gateway/store/group.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';

const IdParams = z.object({ id: z.string() });

/** Upstream reads these ids with `strconv.Atoi` and ignores its error: a non-number is id 0. */
function looseId(params: unknown): number {
  const raw = IdParams.safeParse(params).data?.id ?? '';
  return /^[+-]?\d+$/.test(raw) ? Number(raw) : 0;
}

/**
 * The admin's user groups (contract §2.7): list, read, create, edit (never the symbol),
 * enable/disable and delete; `default` can be neither disabled nor deleted. Every change
 * writes an operation record and shows at once in `/api/user_group_map`, `/api/user_group_rate`,
 * `/api/channel_group_rate` and the relay's billing, which read the same store.
 */
export const adminGroupRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const answered = (group: UserGroup) => withExtraColumns(group, extraOf(store, 'group', group.id));
  const groupExtras = (body: unknown) => extraColumnsOf(body, UserGroupUpdateSchema, UserGroupSchema);
  // The name prefix is `Name=`: gin binds model.UserGroup's untagged field by its Go name.
  app.get('/api/user_group/', { config: { role: ROLE.admin } }, async (request) => {
    const query = asRawQuery(request.query);
    const enable = bindBool(queryString(query, 'enable'));
    if (typeof enable === 'string') return fail(enable);
    const result = paginate(searchGroups(store, queryString(query, 'Name'), enable), query, GROUP_ORDER_FIELDS);
    return result.ok ? ok({ ...result.page, data: result.page.data.map(answered) }) : fail(result.message);
  });

  app.get('/api/user_group/:id', { config: { role: ROLE.admin } }, async (request) => {
    const group = store.groups.get(looseId(request.params));
    return group ? ok(answered(group)) : fail('record not found');
  });

  app.post('/api/user_group/', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/user_group/'], request.body);
    if (!body.ok) return fail(body.message);
    const group = createGroup(store, body.data);
    if (typeof group === 'string') return fail(group);
    setExtra(store, 'group', group.id, replacedColumns(groupExtras(request.body)));
    recordOperation(store, request, { action: 'group.create', targetType: 'group', targetId: group.id, before: null, after: { ...group } });
    return ok();
  });

  app.put('/api/user_group/', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/user_group/'], request.body);
    if (!body.ok) return fail(body.message);
    const result = updateGroup(store, body.data);
    if (typeof result === 'string') return fail(result);
    // Upstream writes the listed columns whole (`Select(...)`); a newer one-hub's would be among them.
    setExtra(store, 'group', result.after.id, replacedColumns(groupExtras(request.body)));
    recordOperation(store, request, {
      action: 'group.update',
      targetType: 'group',
      targetId: result.after.id,
      before: { ...result.before },
      after: { ...result.after },
    });
    return ok();
  });

  app.put('/api/user_group/enable/:id', { config: { role: ROLE.admin } }, async (request) => {
    const raw = IdParams.safeParse(request.params).data?.id ?? '';
    if (!/^[+-]?\d+$/.test(raw)) return fail(`strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`);
    const group = store.groups.get(Number(raw));
    if (!group) return fail('record not found');
    if (group.enable && isDefaultGroup(group)) return fail(DEFAULT_GROUP_ALWAYS_ON);
    const after = { ...group, enable: !group.enable };
    store.groups.set(group.id, after);
    recordOperation(store, request, {
      action: 'group.status',
      targetType: 'group',
      targetId: group.id,
      before: { enable: group.enable },
      after: { enable: after.enable },
    });
    return ok();
  });

  app.delete('/api/user_group/:id', { config: { role: ROLE.admin } }, async (request) => {
    const group = store.groups.get(looseId(request.params));
    if (!group) return fail('record not found');
    if (isDefaultGroup(group)) return fail(DEFAULT_GROUP_UNDELETABLE);
    // Not checked upstream, whose members then fail every relay call (`分组 x 不存在`).
    const members = memberCount(store, group.symbol);
    if (members > 0) return fail(`分组 ${group.symbol} 下还有 ${members} 个用户，请先把他们移到其他分组`);
    store.groups.delete(group.id);
    setExtra(store, 'group', group.id, undefined);
    recordOperation(store, request, { action: 'group.delete', targetType: 'group', targetId: group.id, before: { ...group }, after: null });
    return ok();
  });
});
