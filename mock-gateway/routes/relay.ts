import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { authenticateRelay } from '#mock-gateway/relay/auth.ts';
import type { RelayCaller } from '#mock-gateway/relay/auth.ts';
import { readChatBody, respondChat } from '#mock-gateway/relay/chat.ts';
import { REQUEST_ID_HEADER, newRequestId, sendRelayError } from '#mock-gateway/relay/errors.ts';
import { MOCK_IMAGE_PATH, MOCK_PNG_BASE64, readImageBody, respondImages } from '#mock-gateway/relay/images.ts';
import { billingSubscription, billingUsage, listModels, retrieveModel } from '#mock-gateway/relay/key-info.ts';
import { relayCall } from '#mock-gateway/relay/pipeline.ts';

/** Relay bodies can be large (long conversations); upstream sets no limit of its own. */
const RELAY_BODY_LIMIT = 32 * 1024 * 1024;

// Routes answering from the key alone (no body, no billing).
function withKey(store: MockStore, answer: (caller: RelayCaller, request: FastifyRequest) => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const requestId = newRequestId();
    const caller = authenticateRelay(store, request);
    if (!caller.ok) return sendRelayError(reply, caller.failure, requestId);
    return reply.header(REQUEST_ID_HEADER, requestId).send(answer(caller.value, request));
  };
}

/**
 * The OpenAI-compatible relay with billing (contract §2.13, §5.4): chat completions (plain and
 * SSE), image generations, the key's models and OpenAI-style balance. The pretend provider is
 * the deterministic mock model of relay/mock-model.ts.
 */
export const relayRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  // Bodies arrive as text whatever their content type: upstream checks the key before it reads
  // the JSON, and answers bad JSON with its relay error body rather than an envelope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RELAY_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/v1/chat/completions', { config: { role: 'key' } }, (request, reply) =>
    relayCall(store, request, reply, readChatBody, (call) => respondChat(store, reply, call)),
  );
  app.post('/v1/images/generations', { config: { role: 'key' } }, (request, reply) =>
    relayCall(store, request, reply, readImageBody, (call) => respondImages(store, request, reply, call)),
  );

  app.get(
    '/v1/models',
    { config: { role: 'key' } },
    withKey(store, (caller) => listModels(store, caller)),
  );
  app.get(
    '/v1/models/:model',
    { config: { role: 'key' } },
    withKey(store, (_caller, request) => retrieveModel(store, (request.params as { model: string }).model)),
  );

  for (const prefix of ['', '/v1']) {
    app.get(
      `${prefix}/dashboard/billing/subscription`,
      { config: { role: 'key' } },
      withKey(store, (caller) => billingSubscription(store, caller)),
    );
    app.get(
      `${prefix}/dashboard/billing/usage`,
      { config: { role: 'key' } },
      withKey(store, (caller) => billingUsage(store, caller)),
    );
  }

  // The image the mock "generates", so returned URLs resolve (double-only path).
  app.get(MOCK_IMAGE_PATH, { config: { role: 'public' } }, async (_request, reply) =>
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(Buffer.from(MOCK_PNG_BASE64, 'base64')),
  );
});
