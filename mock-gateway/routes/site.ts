import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { ok } from '#mock-gateway/http/respond.ts';

/** `/api/status` and `/api/notice` (contract §2.1). */
export const siteRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/status', { config: { role: 'public' } }, async () => ok(store.status));
  app.get('/api/notice', { config: { role: 'public' } }, async () => ok(store.settings.Notice));
});
