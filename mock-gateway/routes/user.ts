import { ROLE } from '../../shared/access.ts';
import { authorize } from '../http/guard.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { ok } from '../http/respond.ts';
import { toPublicUser } from '../store/users.ts';

/** The signed-in user's own record (contract §2.3). */
export const userRoutes: GatewayPlugin = async (app, { store }) => {
  app.get('/api/user/self', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    return ok(toPublicUser(auth.user));
  });
};
