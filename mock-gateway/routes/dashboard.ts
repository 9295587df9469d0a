import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { ok } from '#mock-gateway/http/respond.ts';
import { dashboardRate, dashboardStats } from '#mock-gateway/store/log/stats.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import { groupOfUser } from '#mock-gateway/store/user/user.ts';

/** The user dashboard's per-day statistics and rate gauge (contract §2.3). */
export const dashboardRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/dashboard', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const rows = dashboardStats(store.logs, caller.user.id, nowSeconds(store));
    // Go's nil slice: a user without a day of statistics gets `data: null` (controller/user.go GetUserDashboard).
    return ok(rows.length > 0 ? rows : null);
  });

  app.get('/api/user/dashboard/rate', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const maxRPM = groupOfUser(store, caller.user)?.api_rate ?? 0;
    return ok(dashboardRate(store.logs, caller.user.id, nowSeconds(store), maxRPM));
  });
});
