import { data, redirect } from 'react-router';
import type { MiddlewareFunction } from 'react-router';
import { accessDenial } from '#shared/access.ts';
import type { AccessRule } from '#shared/access.ts';
import { gatewayAccess } from '#shared/gateway-profile.ts';
import type { GatewayNeeds } from '#shared/gateway-profile.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { signInPath } from '#shared/route-paths.ts';
import { configContext, sessionContext } from './router-context.ts';

/**
 * The route-level guard, run by the router on the server (inside `query`) and in the browser
 * (on navigation): guests go to sign-in with `returnTo`, users below the role get the 403
 * screen, signed-in users on guest-only pages go to `returnTo` or the default path. The rule is
 * the gateway's (`gatewayAccess`): upstream's higher role on an unmodified one-hub.
 */
export function accessMiddleware(baseRule: AccessRule, needs?: GatewayNeeds): MiddlewareFunction {
  return ({ request, context }) => {
    const user = context.get(sessionContext);
    const config = context.get(configContext);
    const rule = gatewayAccess(baseRule, needs, config.gateway);
    // A page whose extension the gateway lacks is in no menu; opened by its address, its loader
    // meets the gateway's 404 and the page says "not supported" inside the shell.
    const denial = accessDenial(user, rule === 'unsupported' ? baseRule : rule);
    if (denial === null) return;
    const url = new URL(request.url);
    if (denial === 'sign-in') throw redirect(signInPath(config.signInMethod, url.pathname + url.search));
    if (denial === 'signed-in') throw redirect(safeReturnTo(url.searchParams.get('returnTo'), config.defaultPath));
    throw data({ reason: 'forbidden' }, { status: 403, statusText: 'Forbidden' });
  };
}
