import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { relayCall } from '#mock-gateway/relay/pipeline.ts';
import { readMjImagine, readSunoSubmit, respondMjImagine, respondSunoSubmit } from '#mock-gateway/relay/task-submit.ts';

/**
 * Submitting tasks through the relay (contract §2.13): `POST /suno/submit/:action` (music,
 * lyrics) with `Authorization: Bearer sk-…`, and `POST /mj/submit/imagine` with the key in
 * `mj-api-secret` (or Authorization). Same checks and billing as every relay call; the new task
 * then shows in the lists and progresses with the clock. Fetch and the other Midjourney actions
 * are not served.
 */
export const taskRelayRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  // As in relay.ts: the key is checked before the body is read, and bad JSON gets a relay error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Params: { action: string } }>('/suno/submit/:action', { config: { role: 'key' } }, (request, reply) =>
    relayCall(store, request, reply, readSunoSubmit(request.params.action), (call) => respondSunoSubmit(store, reply, call)),
  );
  app.post('/mj/submit/imagine', { config: { role: 'key' } }, (request, reply) => {
    // The Midjourney proxy's header; upstream's MJ auth reads it as the key.
    const secret = request.headers['mj-api-secret'];
    if (typeof secret === 'string' && secret !== '' && !request.headers.authorization) request.headers.authorization = `Bearer ${secret}`;
    return relayCall(store, request, reply, readMjImagine, (call) => respondMjImagine(store, reply, call));
  });
});
