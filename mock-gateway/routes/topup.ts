import type { GatewayPlugin } from '../http/plugin.ts';

/** Redemption, payment gateways, orders and the fake payment page (contract §2.3, §2.10). SCAFFOLD: routes to be added (issue 5). */
export const topupRoutes: GatewayPlugin = async () => {};
