import { ROLE } from '#shared/access.ts';
import type { UserManageAction } from '#shared/api/schemas/user-admin.ts';

export { roleKey } from '#shared/access.ts';

/**
 * Whether the signed-in admin may change this user: the gateway's rule (only lower roles,
 * root acts on anyone), so the page offers no action the gateway would refuse.
 */
export function mayManage(viewerRole: number, targetRole: number): boolean {
  return viewerRole > targetRole || viewerRole === ROLE.root;
}

/** A role change the menu offers: the action that makes it and the role it leads to. */
export interface RoleChange {
  action: Extract<UserManageAction, 'demote' | 'set_reliable' | 'promote'>;
  role: number;
}

/**
 * The role changes offered for a user: to common, operator or admin, never to the role held;
 * promoting to admin only for root (the gateway refuses anyone else); nothing for root itself.
 */
export function roleChanges(viewerRole: number, targetRole: number): RoleChange[] {
  if (targetRole === ROLE.root) return [];
  const all: RoleChange[] = [
    { action: 'demote', role: ROLE.common },
    { action: 'set_reliable', role: ROLE.operator },
    { action: 'promote', role: ROLE.admin },
  ];
  return all.filter((change) => change.role !== targetRole && (change.action !== 'promote' || viewerRole === ROLE.root));
}
