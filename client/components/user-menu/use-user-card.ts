import { useEffect, useState } from 'react';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import { browserApi } from '#client/session/credentials.ts';
import { useSessionUser, useSetSession } from '#client/session/session-store.ts';
import { fetchGroupRateMap } from '#client/data/group-rates.ts';

/**
 * While the user menu is open: the user's current figures (refreshed from the gateway) and
 * their group's discount and rate (`/api/user_group_rate`; nothing on failure, as the spec says).
 */
export function useUserCard(open: boolean): { group: UserGroupRate | null } {
  const user = useSessionUser();
  const setSession = useSetSession();
  const [group, setGroup] = useState<UserGroupRate | null>(null);
  const groupId = user?.group_id;
  const groupSymbol = user?.group;
  const signedIn = user !== null;

  useEffect(() => {
    // Not after sign-out: asking who the user is would only earn a 401.
    if (!open || !signedIn) return;
    let active = true;
    const api = browserApi();
    api.get('/api/user/self', UserSchema).then(
      (fresh) => active && setSession(fresh),
      () => undefined,
    );
    fetchGroupRateMap(api).then(
      (groups) => {
        if (!active) return;
        const match =
          (groupId !== undefined ? groups[String(groupId)] : undefined) ?? Object.values(groups).find((g) => g.symbol === groupSymbol);
        setGroup(match ?? null);
      },
      () => active && setGroup(null),
    );
    return () => {
      active = false;
    };
  }, [open, signedIn, groupId, groupSymbol, setSession]);

  return { group };
}
