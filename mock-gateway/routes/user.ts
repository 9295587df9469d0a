import { ROLE } from '../../shared/access.ts';
import { authorize } from '../http/guard.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { fail, ok } from '../http/respond.ts';
import { newAccessToken, toPublicUser, uniqueAffCode } from '../store/users.ts';

/** The signed-in user's own record, access token and invite code (contract §2.3). */
export const userRoutes: GatewayPlugin = async (app, { store }) => {
  app.get('/api/user/self', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    return ok(toPublicUser(auth.user));
  });

  // Each call replaces the token, so the old one stops working at once. Only a session may do
  // it: a leaked token must not be able to renew itself.
  app.get('/api/user/token', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    if (auth.via !== 'session') return fail('无权进行此操作，请先登录再生成 access token');
    auth.user.access_token = newAccessToken();
    return ok(auth.user.access_token);
  });

  app.get('/api/user/aff', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    if (auth.user.aff_code === '') auth.user.aff_code = uniqueAffCode(store);
    return ok(auth.user.aff_code);
  });
};
