import { data, redirect } from 'react-router';
import type { MiddlewareFunction } from 'react-router';
import { accessDenial } from '#shared/access.ts';
import type { AccessRule } from '#shared/access.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { signInPath } from '#shared/route-paths.ts';
import { configContext, sessionContext } from './router-context.ts';

/**
 * The route-level guard, run by the router on the server (inside `query`) and in the browser
 * (on navigation): guests go to sign-in with `returnTo`, users below the role get the 403
 * screen, signed-in users on guest-only pages go to `returnTo` or the default path.
 */
export function accessMiddleware(rule: AccessRule): MiddlewareFunction {
  return ({ request, context }) => {
    const user = context.get(sessionContext);
    const denial = accessDenial(user, rule);
    if (denial === null) return;
    const config = context.get(configContext);
    const url = new URL(request.url);
    if (denial === 'sign-in') throw redirect(signInPath(config.signInMethod, url.pathname + url.search));
    if (denial === 'signed-in') throw redirect(safeReturnTo(url.searchParams.get('returnTo'), config.defaultPath));
    throw data({ reason: 'forbidden' }, { status: 403, statusText: 'Forbidden' });
  };
}
