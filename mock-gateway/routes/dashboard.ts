import { ROLE } from '../../shared/access.ts';
import { authorize } from '../http/guard.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { ok } from '../http/respond.ts';
import { dashboardRate, dashboardStats } from '../store/log-stats.ts';
import { nowSeconds } from '../store/state.ts';
import { groupOfUser } from '../store/users.ts';

/** The user dashboard's per-day statistics and rate gauge (contract §2.3). */
export const dashboardRoutes: GatewayPlugin = async (app, { store }) => {
  app.get('/api/user/dashboard', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    return ok(dashboardStats(store.logs, auth.user.id, nowSeconds(store)));
  });

  app.get('/api/user/dashboard/rate', async (request, reply) => {
    const auth = authorize(store, request, ROLE.common);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    const maxRPM = groupOfUser(store, auth.user)?.api_rate ?? 0;
    return ok(dashboardRate(store.logs, auth.user.id, nowSeconds(store), maxRPM));
  });
};
