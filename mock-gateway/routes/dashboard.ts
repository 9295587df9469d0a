import type { GatewayPlugin } from '../http/plugin.ts';

/** The user dashboard's per-day statistics and rate gauge (contract §2.3). SCAFFOLD: routes to be added (issue 5). */
export const dashboardRoutes: GatewayPlugin = async () => {};
