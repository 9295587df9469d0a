import type { GatewayPlugin } from '../http/plugin.ts';

/** Profile changes and account bindings of the signed-in user (contract §2.2, §2.3). SCAFFOLD: routes to be added (issue 5). */
export const profileRoutes: GatewayPlugin = async () => {};
