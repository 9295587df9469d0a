import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { request as gatewayRequest } from 'undici';
import type { Dispatcher } from 'undici';
import { keepStoredSecrets, paymentSecretKeys, parsePaymentConfig } from '../../../shared/api/schemas/payment-gateway.ts';
import { answerCutBody } from './request-body.ts';
import type { HeaderRewriter } from './request-headers.ts';

/*
 * A payment gateway's secrets are write-only: the proxy empties them in every answer
 * (`secret-answers.ts`), so the edit form sends them empty unless the admin types a new one.
 * The double keeps a stored secret that an edit sends empty; upstream one-hub stores `config` as
 * sent, so an edit of the name or a toggle would erase the keys. For `PUT /api/payment/` the
 * console therefore fills each empty secret from the stored gateway, read from the gateway with
 * the caller's own credentials just before, and never shown to the browser.
 */

const PAYMENT_EDIT = /^\/api\/payment\/?(?:\?|$)/;

export interface PaymentSecretsOptions {
  gatewayUrl: string;
  dispatcher: Dispatcher;
  /** The proxy's own request-header rewrite: the same credentials and client address. */
  rewriteRequestHeaders: HeaderRewriter;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An edit (an id, a type, a config) that leaves one of its type's secrets empty. */
function editWithEmptySecret(edit: unknown): edit is { id: number; type: string; config: string } {
  if (!isObject(edit) || typeof edit.id !== 'number' || typeof edit.type !== 'string' || typeof edit.config !== 'string') return false;
  const config = parsePaymentConfig(edit.config);
  return paymentSecretKeys(edit.type).some((key) => (config[key] ?? '') === '');
}

/** The stored gateway as the caller may read it, or null when the gateway refuses (the edit will be refused too). */
async function storedGateway(
  request: FastifyRequest,
  id: number,
  options: PaymentSecretsOptions,
): Promise<{ type: string; config: string } | null> {
  const headers = options.rewriteRequestHeaders(request, { ...request.headers });
  for (const name of ['host', 'content-length', 'content-type', 'transfer-encoding', 'accept-encoding']) headers[name] = undefined;
  const answer = await gatewayRequest(new URL(`/api/payment/${id}`, options.gatewayUrl), {
    method: 'GET',
    headers,
    dispatcher: options.dispatcher,
  });
  const envelope: unknown = await answer.body.json().catch(() => null);
  if (answer.statusCode !== 200 || !isObject(envelope) || envelope.success !== true || !isObject(envelope.data)) return null;
  const { type, config } = envelope.data;
  return typeof type === 'string' && typeof config === 'string' ? { type, config } : null;
}

/**
 * Fills the empty secrets of a JSON edit from the stored gateway; true when it answered the
 * request itself (a cut body, or a gateway that could not be asked: 502, so that nothing is
 * saved without its secrets).
 */
async function fillStoredSecrets(
  request: FastifyRequest,
  reply: FastifyReply,
  source: Readable,
  options: PaymentSecretsOptions,
): Promise<boolean> {
  let raw: Buffer;
  try {
    // Already bounded by the proxy's body limit (request-body.ts).
    raw = await buffer(source);
  } catch (error) {
    if (answerCutBody(reply)) return true;
    throw error;
  }
  let edit: unknown;
  try {
    edit = JSON.parse(raw.toString('utf8'));
  } catch {
    edit = null;
  }
  if (!editWithEmptySecret(edit)) {
    // Passed on byte for byte (not JSON the console reads, or nothing to fill).
    request.body = Readable.from([raw]);
    return false;
  }
  let stored: { type: string; config: string } | null;
  try {
    stored = await storedGateway(request, edit.id, options);
  } catch (error) {
    request.log.warn({ err: error }, 'payment edit: the stored gateway could not be read');
    await reply
      .code(502)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: 'The gateway cannot be reached right now.' });
    return true;
  }
  // reply-from sends an object as JSON with its new length.
  request.body = { ...edit, config: keepStoredSecrets(edit.type, edit.config, stored) };
  return false;
}

/**
 * `preHandler` of the `/api` proxy (after the body is bounded): a JSON `PUT /api/payment/` is
 * sent on with the stored secrets where it leaves them empty. Every other call passes through
 * synchronously: the proxy's hot path pays one method comparison.
 */
export function keepPaymentSecrets(options: PaymentSecretsOptions): preHandlerHookHandler {
  return (request, reply, done) => {
    const source = request.body;
    if (
      request.method !== 'PUT' ||
      !PAYMENT_EDIT.test(request.url) ||
      !(source instanceof Readable) ||
      !/^application\/json\b/i.test(request.headers['content-type'] ?? '')
    ) {
      done();
      return;
    }
    fillStoredSecrets(request, reply, source, options).then(
      (answered) => {
        if (!answered) done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
