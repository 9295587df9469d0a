import type { FastifyReply } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { uptimeHeartbeats, uptimeStatusPage } from '#mock-gateway/store/uptime.ts';

/**
 * Upstream fetches `<UptimeDomain>/api/status-page/…` and passes the body on as it came, with no
 * envelope; with no Uptime Kuma configured the fetch fails and it answers 500 with Go's error as
 * plain text. The double stands in for the Uptime Kuma server while `UptimeEnabled` is on.
 */
function standIn(store: MockStore, reply: FastifyReply, path: string, body: () => unknown): unknown {
  const seconds = Math.floor(store.now() / 1000);
  if (!store.status.UptimeEnabled) {
    const url = `${store.status.UptimeDomain}/api/status-page/${path}${store.status.UptimePageName}?t=${seconds}`;
    return reply.code(500).type('text/plain; charset=utf-8').send(`Get "${url}": unsupported protocol scheme ""`);
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body()));
}

/** The dashboard's Uptime Kuma status (contract §2.3): the status page and its heartbeats, for any signed-in user. */
export const uptimeRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const config = { role: ROLE.common } as const;
  app.get('/api/user/dashboard/uptimekuma/status-page', { config }, async (_request, reply) =>
    standIn(store, reply, '', () => uptimeStatusPage(store.status.UptimePageName)),
  );
  app.get('/api/user/dashboard/uptimekuma/status-page/heartbeat', { config }, async (_request, reply) =>
    standIn(store, reply, 'heartbeat/', () => uptimeHeartbeats(store.now())),
  );
});
