import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { routes } from '#client/routes.tsx';
import type { StatusResult } from '#client/routing/loader-helpers.ts';
import { buildNavGroups } from '#client/routing/nav-tree.ts';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import { useSessionUser } from '#client/session/session-store.ts';

/**
 * The side menu of the signed-in user, from the route table, the site flags of the root
 * loader's `/api/status` (the same data on the server and in the browser, so hydration agrees),
 * the docs link and the gateway's profile of the public config.
 */
export function useNavGroups(): NavGroup[] {
  const user = useSessionUser();
  const { docsUrl, gateway } = usePublicConfig();
  const status = useRouteLoaderData<StatusResult>('root')?.status ?? null;
  const role = user?.role ?? null;
  return useMemo(
    () => buildNavGroups(routes, { user: role === null ? null : { role }, flags: status ?? {}, docsUrl, gateway }),
    [role, status, docsUrl, gateway],
  );
}
