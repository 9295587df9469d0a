import type { GatewayPlugin } from '../http/plugin.ts';
import { ok } from '../http/respond.ts';

/** `/api/status` and `/api/notice` (contract §2.1). */
export const siteRoutes: GatewayPlugin = async (app, { store }) => {
  app.get('/api/status', async () => ok(store.status));
  app.get('/api/notice', async () => ok(store.settings.Notice));
};
