import { ROLE } from '#shared/access.ts';
import type { AdminUser, UserManageAction } from '#shared/api/schemas/user-admin.ts';
import { USER_STATUS } from '#shared/api/schemas/user-admin.ts';
import type { Outcome } from '#mock-gateway/store/billing/redeem.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { toPublicUser } from './user.ts';

/** Upstream's refusal when the target's role is not below the caller's. */
export const EQUAL_OR_HIGHER = '无权更新同权限等级或更高权限等级的用户信息';
/** The double's refusal of a deduction that would leave a negative balance (upstream stores it). */
export const BELOW_ZERO = '扣减后用户额度将小于 0，无法扣减';

/**
 * The user as the admin endpoints show it: every key but the password and the management access
 * token. Upstream sends each user's token to any admin; the double never does (issue 11,
 * "secrets are write-only").
 */
export function toAdminUser(record: UserRecord): AdminUser {
  const { access_token: _token, ...user } = toPublicUser(record);
  return user;
}

/**
 * Whether `caller` may change `target`: only users of a lower role, except that root may act on
 * anyone (upstream's `myRole <= target.Role && myRole != RoleRootUser` refusal). The double
 * applies it to every admin change, quota changes included (upstream checks none there).
 */
export function mayManage(caller: UserRecord, target: UserRecord): boolean {
  return caller.role > target.role || caller.role === ROLE.root;
}

/** one-hub's refusal of any role change of root. */
const CANNOT_CHANGE_ROOT = '无法修改超级管理员的身份';

/** The fields a manage action changes, or upstream's refusal (contract §2.4, `POST /api/user/manage`). */
export function planManage(
  caller: UserRecord,
  target: UserRecord,
  action: Exclude<UserManageAction, 'delete'>,
): Outcome<Pick<UserRecord, 'role' | 'status'>> {
  const next = { role: target.role, status: target.status };
  switch (action) {
    case 'disable':
      if (target.role === ROLE.root) return { ok: false, message: '无法禁用超级管理员用户' };
      return { ok: true, data: { ...next, status: USER_STATUS.disabled } };
    case 'enable':
      return { ok: true, data: { ...next, status: USER_STATUS.enabled } };
    // controller/user.go ManageUser: a role already held is set again, without a refusal.
    case 'promote':
      if (caller.role !== ROLE.root) return { ok: false, message: '只有超级管理员可以设置其他用户为管理员' };
      if (target.role === ROLE.root) return { ok: false, message: CANNOT_CHANGE_ROOT };
      return { ok: true, data: { ...next, role: ROLE.admin } };
    case 'demote':
      if (target.role === ROLE.root) return { ok: false, message: CANNOT_CHANGE_ROOT };
      return { ok: true, data: { ...next, role: ROLE.common } };
    case 'set_reliable':
      if (caller.role < ROLE.admin) return { ok: false, message: '只有管理员或超级管理员可以设置可信内部员工' };
      if (target.role === ROLE.root) return { ok: false, message: CANNOT_CHANGE_ROOT };
      return { ok: true, data: { ...next, role: ROLE.operator } };
  }
}

/** Removes a user and signs out its sessions (upstream soft-deletes: the user leaves every list and cannot sign in). */
export function deleteUser(store: MockStore, target: UserRecord): void {
  store.users.delete(target.id);
  for (const [id, session] of store.sessions) if (session.userId === target.id) store.sessions.delete(id);
}

/** The user with this exact username, if any (upstream's `Where(&User{Username})`). */
export function findUserByUsername(store: MockStore, username: string): UserRecord | undefined {
  return username === '' ? undefined : [...store.users.values()].find((user) => user.username === username);
}
