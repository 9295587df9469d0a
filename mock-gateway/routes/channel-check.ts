import { setTimeout as sleep } from 'node:timers/promises';
import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { commaList } from '#shared/api/schemas/channel.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { sendEventStream } from '#mock-gateway/http/event-stream.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail } from '#mock-gateway/http/respond.ts';
import { checkModel } from '#mock-gateway/store/channel/check.ts';

/**
 * Pause between two events: a fixed few milliseconds, so each result reaches the console as
 * its own chunk (the dialog shows them one by one) without the seconds a real check takes.
 */
export const CHECK_PACE_MS = 10;

/** One SSE event as gin's `c.SSEvent("message", …)` writes it. */
function sseEvent(type: 'result' | 'heartbeat' | 'done', data: unknown): string {
  return `event:message\ndata:${JSON.stringify({ type, data })}\n\n`;
}

/**
 * `POST /api/sse/channel/check {id, models}` (contract §2.6, admin): checks each model of the
 * comma list against the channel's pretend provider and streams `text/event-stream`: a
 * `heartbeat` first (upstream sends one every 10 s while a model runs; the double's opens the
 * stream), one `result` per model in the order asked (`store/channel/check.ts`; `time` is the
 * double's extension), then `done`. A bad body or an unknown channel answers the envelope
 * instead, as upstream does before it starts streaming. Nothing is stored: upstream's check
 * neither records the times nor disables the channel. A client that leaves stops the run.
 */
export const channelCheckRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  // A test run changes nothing: the audit hook has nothing to record.
  app.post('/api/sse/channel/check', { config: { role: ROLE.admin, audit: false } }, async (request, reply) => {
    const body = readBody(REQUEST_BODIES.POST['/api/sse/channel/check'], request.body);
    if (!body.ok) return fail(body.message);
    const channel = store.channels.get(body.data.id);
    if (!channel) return fail('record not found');
    const models = commaList(body.data.models);
    if (models.length === 0) return fail('models is empty');

    return sendEventStream(reply, async (stream) => {
      const open = () => !stream.destroyed && !stream.writableEnded;
      stream.write(sseEvent('heartbeat', 'ping'));
      for (const model of models) {
        await sleep(CHECK_PACE_MS);
        if (!open()) return;
        stream.write(sseEvent('result', checkModel(store, channel, model)));
      }
      await sleep(CHECK_PACE_MS);
      if (!open()) return;
      stream.end(sseEvent('done', 'completed'));
    });
  });
});
