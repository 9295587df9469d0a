/**
 * Role thresholds and the single access check used by the server hook, the client guard
 * and the menu builder. The numbers are one-hub's (common/config/constants.go): the gateway
 * stays the authority over data; these rules only decide what the console shows.
 */
export const ROLE = {
  guest: 0,
  common: 1,
  /** one-hub's "reliable user": the spec's lower operator threshold. */
  operator: 3,
  admin: 10,
  root: 100,
} as const;

/** Who may see a route: anyone (`public`), only signed-out visitors (`guest`), or a minimum role. */
export type AccessRule = 'public' | 'guest' | { minRole: number };

/**
 * Any signed-in account, role 0 included: the spec's role defaults to 0, and the user's own
 * pages (keys, profile, logs, tasks, top-up, affiliate, bills…) have no role requirement (§6).
 */
export const SIGNED_IN: AccessRule = { minRole: ROLE.guest };

/** The part of a user that access decisions need. */
export interface AccessSubject {
  role: number;
}

/** True when `user` (null for a guest) may see something guarded by `rule`. */
export function canAccess(user: AccessSubject | null, rule: AccessRule): boolean {
  if (rule === 'public') return true;
  if (rule === 'guest') return user === null;
  return user !== null && user.role >= rule.minRole;
}

/** Why access was refused: a guest must sign in first, a signed-in user lacks the role. */
export function accessDenial(user: AccessSubject | null, rule: AccessRule): 'sign-in' | 'forbidden' | 'signed-in' | null {
  if (canAccess(user, rule)) return null;
  if (rule === 'guest') return 'signed-in';
  return user === null ? 'sign-in' : 'forbidden';
}

/** The label key of a role (`user:roles.*`); a value the console does not know is `unknown`. */
export function roleKey(role: number): 'common' | 'operator' | 'admin' | 'root' | 'unknown' {
  switch (role) {
    case ROLE.root:
      return 'root';
    case ROLE.admin:
      return 'admin';
    case ROLE.operator:
      return 'operator';
    case ROLE.common:
      return 'common';
    default:
      return 'unknown';
  }
}
