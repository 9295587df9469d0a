import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { newAccessToken, toPublicUser, uniqueAffCode } from '#mock-gateway/store/user/user.ts';

/** The signed-in user's own record, access token and invite code (contract §2.3). */
export const userRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/self', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    return ok(toPublicUser(caller.user));
  });

  // Each call replaces the token, so the old one stops working at once. Only a session may do
  // it: a leaked token must not be able to renew itself.
  app.get('/api/user/token', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    if (caller.via !== 'session') return fail('无权进行此操作，请先登录再生成 access token');
    caller.user.access_token = newAccessToken();
    return ok(caller.user.access_token);
  });

  app.get('/api/user/aff', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    if (caller.user.aff_code === '') caller.user.aff_code = uniqueAffCode(store);
    return ok(caller.user.aff_code);
  });
});
