import type { GatewayPlugin } from '../http/plugin.ts';

/** Usage logs and their quota sums (contract §2.8). SCAFFOLD: routes to be added (issue 5). */
export const logRoutes: GatewayPlugin = async () => {};
