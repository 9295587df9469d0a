import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { ok } from '#mock-gateway/http/respond.ts';
import { newAccessToken, toPublicUser, uniqueAffCode } from '#mock-gateway/store/user/user.ts';

/** The signed-in user's own record, access token and invite code (contract §2.3). */
export const userRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/self', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    return ok(toPublicUser(caller.user));
  });

  // Each call replaces the token, so the old one stops working at once. As one-hub's
  // GenerateAccessToken behind UserAuth: a session or the token itself may ask (the jwt
  // sign-in method replaces its token at sign-out so, the one the browser held dies).
  app.get('/api/user/token', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    caller.user.access_token = newAccessToken();
    return ok(caller.user.access_token);
  });

  app.get('/api/user/aff', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    if (caller.user.aff_code === '') caller.user.aff_code = uniqueAffCode(store);
    return ok(caller.user.aff_code);
  });
});
