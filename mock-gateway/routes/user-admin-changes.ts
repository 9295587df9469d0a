import { ROLE } from '#shared/access.ts';
import { UserCreateSchema, UserManageSchema, UserQuotaChangeSchema, UserUpdateSchema } from '#shared/api/schemas/user-admin.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import type { BodyIssue } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { clientIp } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { extraColumnsOf, mergedColumns } from '#mock-gateway/store/extra-columns.ts';
import { logQuota } from '#mock-gateway/store/log/billing.ts';
import { appendAccountLog } from '#mock-gateway/store/log/log.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import type { UserRecord } from '#mock-gateway/store/state.ts';
import {
  BELOW_ZERO,
  EQUAL_OR_HIGHER,
  deleteUser,
  findUserByUsername,
  mayManage,
  planManage,
  toAdminUser,
} from '#mock-gateway/store/user/admin.ts';
import { insertUser, setPassword, zeroUser } from '#mock-gateway/store/user/user.ts';
import { readUserId } from './user-admin.ts';

const USERNAME_TAKEN = '用户名已存在！';
const VALIDATED_FIELD: Record<string, string> = { username: 'Username', password: 'Password', display_name: 'DisplayName' };

// go-playground/validator's text for a field of upstream's User outside its min/max tag; an
// empty username or password is upstream's plain "invalid parameters".
function validatorMessage({ field, code, input }: BodyIssue): string | undefined {
  const name = VALIDATED_FIELD[field];
  if (name === undefined || typeof input !== 'string') return undefined;
  if (input === '' && field !== 'display_name') return INVALID_PARAMS;
  const tag = code === 'too_small' ? 'min' : code === 'too_big' ? 'max' : undefined;
  return tag ? `输入不合法 Key: 'User.${name}' Error:Field validation for '${name}' failed on the '${tag}' tag` : undefined;
}

/** What an update record compares: the editable fields, the password as its hash (masked in the record). */
function editable(user: UserRecord) {
  return { username: user.username, display_name: user.display_name, group: user.group, password: user.passwordHash };
}

/**
 * Admin changes to users (contract §2.4): create, update, manage (enable, disable, delete,
 * promote, demote, set_reliable), a signed quota change with a remark (a type-3 log row, as
 * upstream) and delete. Each success writes an operation record. Refusals are upstream's: an
 * admin cannot act on an equal or higher role, only root promotes to admin, root cannot be
 * disabled, demoted or deleted. Double-only: a deduction below zero is refused.
 */
export const adminUserChangeRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.post('/api/user/', { config: { role: ROLE.admin } }, async (request) => {
    const body = readBody(UserCreateSchema, request.body, validatorMessage);
    if (!body.ok) return fail(body.message);
    const { username, password, display_name: displayName } = body.data;
    // controller/user.go CreateUser reads a role from the body only to refuse one at or above the caller's.
    const role = (request.body as { role?: unknown }).role;
    if (typeof role === 'number' && role >= callerOf(request).user.role) return fail('无法创建权限大于等于自己的用户');
    if (findUserByUsername(store, username)) return fail(USERNAME_TAKEN);
    const user = insertUser(store, { username, password, email: '', inviterId: 0, displayName: displayName || username });
    recordOperation(store, request, {
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: toAdminUser(user),
    });
    return ok();
  });

  app.put('/api/user/', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request).user;
    const body = readBody(UserUpdateSchema, request.body, validatorMessage);
    if (!body.ok) return fail(body.message);
    const { id, username, display_name: displayName, password, group } = body.data;
    const target = store.users.get(id);
    if (!target) return fail('record not found');
    if (!mayManage(caller, target)) return fail(EQUAL_OR_HIGHER);
    if (username !== undefined && username !== target.username && findUserByUsername(store, username)) return fail(USERNAME_TAKEN);
    const groupRecord = group === undefined ? undefined : [...store.groups.values()].find((candidate) => candidate.symbol === group);
    if (group !== undefined && (!groupRecord || !groupRecord.enable)) return fail('无效的用户组');
    const before = editable(target);
    if (username !== undefined) target.username = username;
    // gorm's Updates skips zero values: an empty display name, like an empty password, changes nothing.
    if (displayName) target.display_name = displayName;
    if (password) setPassword(target, password);
    if (groupRecord) {
      target.group = groupRecord.symbol;
      target.group_id = groupRecord.id;
    }
    // gorm's `Updates` of the whole user: a newer one-hub's columns change when sent, stay when not.
    target.extra = mergedColumns(target.extra, extraColumnsOf(request.body, UserUpdateSchema, UserSchema, ['password']));
    recordOperation(store, request, { action: 'user.update', targetType: 'user', targetId: id, before, after: editable(target) });
    return ok();
  });

  app.post('/api/user/manage', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request).user;
    const body = readBody(UserManageSchema, request.body);
    if (!body.ok) return fail(body.message);
    const { username, action } = body.data;
    const target = findUserByUsername(store, username);
    if (!target) return fail('用户不存在');
    if (!mayManage(caller, target)) return fail(EQUAL_OR_HIGHER);
    if (action === 'delete') {
      if (target.role === ROLE.root) return fail('无法删除超级管理员用户');
      deleteUser(store, target);
      recordOperation(store, request, {
        action: 'user.delete',
        targetType: 'user',
        targetId: target.id,
        before: toAdminUser(target),
        after: null,
      });
      return ok({ ...withoutSecrets(zeroUser()), role: target.role, status: target.status });
    }
    const plan = planManage(caller, target, action);
    if (!plan.ok) return fail(plan.message);
    const before = { role: target.role, status: target.status };
    target.role = plan.data.role;
    target.status = plan.data.status;
    const verb = before.role === target.role ? 'status' : 'role';
    // A role held already changes nothing: nothing to record.
    if (before.role !== target.role || before.status !== target.status)
      recordOperation(store, request, { action: `user.${verb}`, targetType: 'user', targetId: target.id, before, after: plan.data });
    return ok({ ...withoutSecrets(zeroUser()), ...plan.data });
  });

  app.post('/api/user/quota/:id', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request).user;
    const id = readUserId(request.params);
    if (!id.ok) return fail(id.message);
    // Upstream's int field reads an absent quota as 0, which it refuses as such.
    const body = readBody(UserQuotaChangeSchema, request.body, ({ field, input }) =>
      field === 'quota' && (input === undefined || input === 0) ? '不能为0' : undefined,
    );
    if (!body.ok) return fail(body.message);
    const target = store.users.get(id.id);
    if (!target) return fail('record not found');
    if (!mayManage(caller, target)) return fail(EQUAL_OR_HIGHER);
    const { quota: delta, remark = '' } = body.data;
    if (target.quota + delta < 0) return fail(BELOW_ZERO);
    const before = { quota: target.quota };
    target.quota += delta;
    const content = `管理员增减用户额度 ${logQuota(delta, store.status)}`;
    appendAccountLog(store, {
      user: target,
      type: 3,
      quota: delta,
      ip: clientIp(request),
      content: remark === '' ? content : `${content}, 备注: ${remark}`,
    });
    recordOperation(store, request, {
      action: 'user.quota',
      targetType: 'user',
      targetId: target.id,
      before,
      after: { quota: target.quota },
      ...(remark === '' ? {} : { remark }),
    });
    return ok();
  });

  app.delete('/api/user/:id', { config: { role: ROLE.admin } }, async (request, reply) => {
    const caller = callerOf(request).user;
    const id = readUserId(request.params);
    if (!id.ok) return fail(id.message);
    const target = store.users.get(id.id);
    if (!target) return fail('record not found');
    // Upstream's DeleteUser has no root exception: nobody deletes root, root included.
    if (caller.role <= target.role) return fail('无权删除同权限等级或更高权限等级的用户');
    deleteUser(store, target);
    recordOperation(store, request, {
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      before: toAdminUser(target),
      after: null,
    });
    // Upstream's quirk (contract §2.4): a successful delete answers HTTP 200 with no body at all.
    return reply.code(200).send();
  });
});

function withoutSecrets(user: ReturnType<typeof zeroUser>) {
  const { access_token: _token, ...rest } = user;
  return rest;
}
