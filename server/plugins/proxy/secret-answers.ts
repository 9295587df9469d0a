import { withoutPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import type { ChannelPlugin } from '#shared/api/schemas/channel-plugin.ts';
import { SECRET_OPTION_KEYS } from '#shared/api/schemas/option.ts';
import { configWithoutSecrets } from '#shared/api/schemas/payment-gateway.ts';
import { maskTokenKey } from '#shared/api/schemas/admin-keys.ts';
import { pathOf } from '../request-target.ts';
import { decodedAnswer } from './answer-encoding.ts';

/*
 * Secrets are write-only in the console (issues 11 and 12), but an unmodified one-hub sends some
 * of them back to admins (admin reference §1.2): every user's `access_token` in `/api/user/`,
 * a channel's `key` in `/api/channel/:id`, a payment gateway's private keys inside its `config`,
 * and `TurnstileSecretKey`/`CFWorkerImageKey` in `/api/option/` (only `…Token`/`…Secret` are
 * hidden there), and every user's full API key in the admin key search and edit
 * (`/api/token/admin…`: an admin who could copy one could spend that user's balance). The pages
 * never keep them, but a browser that calls these endpoints through the proxy would receive
 * them: the proxy empties (or, for API keys, masks) them on the way, so no gateway answer the
 * console passes on carries one. The bundled double already answers most of them empty; its
 * key search sends full keys, as upstream does.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The records an envelope's `data` holds: a page's rows (`{data: [...]}`), a list, or one record. */
function recordsOf(data: unknown): JsonObject[] {
  if (Array.isArray(data)) return data.filter(isObject);
  if (isObject(data) && Array.isArray(data.data)) return data.data.filter(isObject);
  return isObject(data) ? [data] : [];
}

function emptyUserToken(user: JsonObject): void {
  if ('access_token' in user) user.access_token = '';
}

function emptyChannelSecrets(channel: JsonObject): void {
  if ('key' in channel) channel.key = '';
  if (isObject(channel.plugin)) channel.plugin = withoutPluginSecrets(channel.plugin as ChannelPlugin);
}

function emptyPaymentSecrets(gateway: JsonObject): void {
  if (typeof gateway.type === 'string' && typeof gateway.config === 'string')
    gateway.config = configWithoutSecrets(gateway.type, gateway.config);
}

function maskOtherUsersKey(token: JsonObject): void {
  if (typeof token.key === 'string') token.key = maskTokenKey(token.key);
}

const SECRET_OPTIONS: ReadonlySet<string> = new Set(SECRET_OPTION_KEYS);

function emptySecretOption(option: JsonObject): void {
  // Upstream hides every key ending in Token or Secret; the same rule covers keys the table lacks.
  if (typeof option.key === 'string' && (SECRET_OPTIONS.has(option.key) || /(?:Token|Secret)$/.test(option.key))) option.value = '';
}

/** An answer that can hold secrets: its path (without the query), its methods (GET when absent) and how to empty one record. */
export interface SecretAnswer {
  path: RegExp;
  methods?: readonly string[];
  empty: (record: JsonObject) => void;
}

const SECRET_ANSWERS: readonly SecretAnswer[] = [
  // The admin list, one user, and the caller's own record: no page reads a token there, and a
  // script in the page must not (the jwt method keeps it in an HttpOnly cookie).
  { path: /^\/api\/user\/(?:\d+|self)?$/, empty: emptyUserToken },
  { path: /^\/api\/channel\/(?:\d+)?$/, empty: emptyChannelSecrets },
  { path: /^\/api\/payment\/(?:\d+)?$/, empty: emptyPaymentSecrets },
  // A tag's members, whole records (the console's tag editor reads `/api/channel_tag/:tag` instead).
  { path: /^\/api\/channel_tag\/[^/]+\/list$/, empty: emptyChannelSecrets },
  // Upstream answers an edit with the record as it bound it: the stored secrets the console put back (stored-secrets.ts).
  { path: /^\/api\/channel\/?$/, methods: ['PUT'], empty: emptyChannelSecrets },
  { path: /^\/api\/payment\/?$/, methods: ['PUT'], empty: emptyPaymentSecrets },
  { path: /^\/api\/option\/?$/, empty: emptySecretOption },
  // The admin search and the admin edit's answer (`?status_only=` too); a user's own keys stay whole.
  { path: /^\/api\/token\/admin\/search\/?$/, empty: maskOtherUsersKey },
  { path: /^\/api\/token\/admin\/?$/, methods: ['PUT'], empty: maskOtherUsersKey },
];

/** How to empty the secrets of the answer to `method` `url`, or null when it holds none. */
export function secretAnswerFor(method: string, url: string): SecretAnswer | null {
  // `url` is normalised (plugins/request-target.ts): the path the gateway routes on.
  const path = pathOf(url);
  return SECRET_ANSWERS.find((answer) => (answer.methods ?? ['GET']).includes(method) && answer.path.test(path)) ?? null;
}

/**
 * The answer's JSON with its secrets emptied, or null when it is not a JSON envelope (nothing
 * the console reads, passed on as it came). The result is never compressed. Throws when the
 * bytes cannot be decoded: an answer that cannot be checked is not passed on.
 */
export function withoutSecrets(answer: SecretAnswer, body: Buffer, encoding: string | undefined): string | null {
  const text = decodedAnswer(body, encoding).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  for (const record of recordsOf(parsed.data)) answer.empty(record);
  return JSON.stringify(parsed);
}
