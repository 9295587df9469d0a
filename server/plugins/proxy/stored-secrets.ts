import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { PLUGIN_SECRETS, keepPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import type { ChannelPlugin } from '#shared/api/schemas/channel-plugin.ts';
import { keepStoredSecrets, paymentSecretKeys, parsePaymentConfig } from '#shared/api/schemas/payment-gateway.ts';
import { gatewayData, readParsedBody } from './parsed-body.ts';
import type { ParsedBody, ParsedBodyOptions } from './parsed-body.ts';

/*
 * Secrets are write-only: the proxy empties them in every answer (`secret-answers.ts`), so an
 * edit form sends them only when the admin types a new one. The double keeps a stored secret
 * that an edit leaves out or empty; upstream one-hub does not where it writes the whole record:
 * a payment gateway's `config` is stored as sent, a channel's whole-record update
 * (`Select("*")`, any edit with `models`) writes every column, the key included, and a channel's
 * `plugin` is one JSON column. So for those edits the console fills each secret left empty from
 * the stored record, read from the gateway with the caller's own credentials just before, and
 * never shown to the browser. Such an edit is read whole only within parsed-body.ts's bounds.
 */

type JsonObject = Record<string, unknown>;

export type StoredSecretsOptions = ParsedBodyOptions;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An edit whose secrets may need the stored ones: which record to read, and how to fill them in. */
interface SecretEdit {
  /** The stored record's path (`/api/payment/3`). */
  storedPath: string;
  /** The edit with each secret it left empty taken from the stored record (`stored` null: the gateway refused). */
  fill(stored: JsonObject | null): JsonObject;
}

const emptyText = (value: unknown) => value === undefined || value === '';

/** A payment gateway edit that leaves one of its type's secrets empty (`config` is stored as sent). */
function paymentEdit(edit: JsonObject): SecretEdit | null {
  const { id, type, config } = edit;
  if (typeof id !== 'number' || typeof type !== 'string' || typeof config !== 'string') return null;
  const fields = parsePaymentConfig(config);
  if (!paymentSecretKeys(type).some((key) => (fields[key] ?? '') === '')) return null;
  return {
    storedPath: `/api/payment/${id}`,
    fill: (stored) => {
      const kept =
        stored && typeof stored.type === 'string' && typeof stored.config === 'string'
          ? { type: stored.type, config: stored.config }
          : null;
      return { ...edit, config: keepStoredSecrets(type, config, kept) };
    },
  };
}

function pluginLacksSecret(plugin: unknown): boolean {
  if (!isObject(plugin)) return false;
  return PLUGIN_SECRETS.some(([group, param]) => {
    const values = plugin[group];
    return isObject(values) && emptyText(values[param]);
  });
}

/**
 * A channel edit that would erase a secret upstream: a whole-record update (it names `models`)
 * without the key, or any edit whose `plugin` leaves a secret parameter out.
 */
function channelEdit(edit: JsonObject): SecretEdit | null {
  const { id, models } = edit;
  if (typeof id !== 'number') return null;
  const wholeRecord = typeof models === 'string' && models !== '';
  const keyMissing = wholeRecord && emptyText(edit.key);
  const pluginMissing = pluginLacksSecret(edit.plugin);
  if (!keyMissing && !pluginMissing) return null;
  return {
    storedPath: `/api/channel/${id}`,
    fill: (stored) => {
      const filled = { ...edit };
      if (keyMissing && typeof stored?.key === 'string' && stored.key !== '') filled.key = stored.key;
      if (pluginMissing && isObject(stored?.plugin) && isObject(edit.plugin))
        filled.plugin = keepPluginSecrets(edit.plugin as ChannelPlugin, stored.plugin as ChannelPlugin);
      return filled;
    },
  };
}

/** The JSON `PUT`s whose empty secrets are filled in, by path. */
const SECRET_EDITS: readonly { path: RegExp; edit: (body: JsonObject) => SecretEdit | null }[] = [
  { path: /^\/api\/payment\/?(?:\?|$)/, edit: paymentEdit },
  { path: /^\/api\/channel\/?(?:\?|$)/, edit: channelEdit },
];

/** 502 when the gateway could not be asked (the caller, the stored record), so nothing is saved without its secrets. */
async function answerUnreachable(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<true> {
  request.log.warn({ err: error }, 'edit with write-only secrets: the gateway could not be asked');
  await reply
    .code(502)
    .type('application/json; charset=utf-8')
    .send({ success: false, message: 'The gateway cannot be reached right now.' });
  return true;
}

/**
 * Fills the empty secrets of a JSON edit from the stored record; true when it answered the
 * request itself (a cut body, or a gateway that could not be asked: 502, so that nothing is
 * saved without its secrets).
 */
async function fillStoredSecrets(
  request: FastifyRequest,
  reply: FastifyReply,
  source: Readable,
  secretEditOf: (body: JsonObject) => SecretEdit | null,
  options: StoredSecretsOptions,
): Promise<boolean> {
  let read: ParsedBody;
  try {
    read = await readParsedBody(request, reply, source, options);
  } catch (error) {
    return answerUnreachable(request, reply, error);
  }
  if ('answered' in read) return true;
  if ('passOn' in read) return false;
  const raw = read.bytes;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = null;
  }
  const edit = isObject(body) ? secretEditOf(body) : null;
  if (!edit) {
    // Passed on byte for byte (not JSON the console reads, or nothing to fill).
    request.body = Readable.from([raw]);
    return false;
  }
  let stored: JsonObject | null;
  try {
    // As the caller may read it; null when the gateway refuses (the edit will be refused too).
    stored = await gatewayData(request, edit.storedPath, options);
  } catch (error) {
    return answerUnreachable(request, reply, error);
  }
  // reply-from sends an object as JSON with its new length.
  request.body = edit.fill(stored);
  return false;
}

/**
 * `preHandler` of the `/api` proxy (after the body is bounded): a JSON `PUT /api/payment/` or
 * `PUT /api/channel/` is sent on with the stored secrets where it leaves them empty. Every other
 * call passes through synchronously: the proxy's hot path pays one method comparison.
 */
export function keepWriteOnlySecrets(options: StoredSecretsOptions): preHandlerHookHandler {
  return (request, reply, done) => {
    const source = request.body;
    if (request.method !== 'PUT') {
      done();
      return;
    }
    const rule = SECRET_EDITS.find((candidate) => candidate.path.test(request.url));
    if (!rule || !(source instanceof Readable) || !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      done();
      return;
    }
    fillStoredSecrets(request, reply, source, rule.edit, options).then(
      (answered) => {
        if (!answered) done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
