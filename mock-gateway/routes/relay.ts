import type { GatewayPlugin } from '../http/plugin.ts';

/** The OpenAI-compatible relay with billing (contract §2.13, §5.4). SCAFFOLD: routes to be added (issue 5). */
export const relayRoutes: GatewayPlugin = async () => {};
