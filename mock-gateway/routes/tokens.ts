import type { GatewayPlugin } from '../http/plugin.ts';

/** API keys of the signed-in user and the admin key search (contract §2.5). SCAFFOLD: routes to be added (issue 5). */
export const tokenRoutes: GatewayPlugin = async () => {};
