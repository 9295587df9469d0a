import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { request as gatewayRequest } from 'undici';
import type { Dispatcher } from 'undici';
import { ROLE } from '#shared/access.ts';
import type { ByteBudget } from '#server/overload/byte-budget.ts';
import { whenResponseGone } from '#server/overload/response-gone.ts';
import { answerCutBody } from './request-body.ts';
import type { HeaderRewriter } from './request-headers.ts';

/*
 * The few JSON bodies the console reads whole before passing them on (the edits whose stored
 * secrets it fills in, stored-secrets.ts) are read only for a caller the gateway accepts as an
 * admin, at most PROXY_PARSED_BODY_LIMIT_MB each and PROXY_PARSED_BODIES_MB in all at once
 * (issue 32: parallel 30 MB bodies without any cookie used to be read and parsed whole, and ran
 * a worker out of heap). Every other body, and these for anyone else, stream to the gateway as
 * they come, which refuses what the caller may not do.
 */

type JsonObject = Record<string, unknown>;

export interface GatewayCallOptions {
  gatewayUrl: string;
  dispatcher: Dispatcher;
  /** The proxy's own request-header rewrite: the same credentials and client address. */
  rewriteRequestHeaders: HeaderRewriter;
}

export interface ParsedBodyOptions extends GatewayCallOptions {
  /** PROXY_PARSED_BODY_LIMIT_MB in bytes. */
  limitBytes: number;
  /** PROXY_PARSED_BODIES_MB: what all bodies being read may hold at once. */
  budget: ByteBudget;
}

/** What became of a body the console wanted to read: its bytes, passed on unread, or answered here. */
export type ParsedBody = { bytes: Buffer } | { passOn: true } | { answered: true };

/** The envelope message of the 413 for an edit over PROXY_PARSED_BODY_LIMIT_MB. */
export const PARSED_BODY_TOO_LARGE = 'The edit is too large: the console reads at most PROXY_PARSED_BODY_LIMIT_MB of it.';
/** The envelope message of the 503 when PROXY_PARSED_BODIES_MB is in use. */
export const PARSED_BODIES_BUSY = 'The console is busy with other edits; try again in a few seconds.';
const RETRY_AFTER_S = 5;

/** The gateway's own credentials on the request: its session cookie or an Authorization header. */
function hasGatewayCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || /(?:^|;)\s*session=/.test(request.headers.cookie ?? '');
}

function refuse(reply: FastifyReply, status: 413 | 503, message: string): void {
  if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_S));
  // The body is left unread: the connection cannot be reused.
  void reply.code(status).header('connection', 'close').type('application/json; charset=utf-8').send({ success: false, message });
}

/** The data of a gateway envelope read with the caller's credentials, or null when the gateway refused. Throws when it cannot be asked. */
export async function gatewayData(request: FastifyRequest, path: string, options: GatewayCallOptions): Promise<JsonObject | null> {
  const headers = options.rewriteRequestHeaders(request, { ...request.headers });
  for (const name of ['host', 'content-length', 'content-type', 'transfer-encoding', 'accept-encoding']) headers[name] = undefined;
  const answer = await gatewayRequest(new URL(path, options.gatewayUrl), { method: 'GET', headers, dispatcher: options.dispatcher });
  const envelope: unknown = await answer.body.json().catch(() => null);
  const ok = answer.statusCode === 200 && typeof envelope === 'object' && envelope !== null && 'success' in envelope;
  if (!ok || envelope.success !== true || !('data' in envelope)) return null;
  const { data } = envelope;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as JsonObject) : null;
}

/** Up to `limit` bytes of `source`, or null when it holds more. */
async function readUpTo(source: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/**
 * The body of an edit the console must read, read only when that is safe: a declared length
 * over the limit is 413 before any byte is read; without the gateway's credentials, or for a
 * caller the gateway does not call an admin, the body is passed on unread; a body the budget
 * cannot hold is 503 with Retry-After; one that grows past the limit while read is 413.
 */
export async function readParsedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  source: Readable,
  options: ParsedBodyOptions,
): Promise<ParsedBody> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > options.limitBytes) {
    refuse(reply, 413, PARSED_BODY_TOO_LARGE);
    return { answered: true };
  }
  if (!hasGatewayCredentials(request)) return { passOn: true };
  // Taken before the session check, so that a burst is refused at once, not after N gateway calls.
  const release = options.budget.take(Number.isFinite(declared) ? declared : options.limitBytes);
  if (!release) {
    request.log.warn({ takenBytes: options.budget.taken }, 'edit refused: PROXY_PARSED_BODIES_MB in use');
    refuse(reply, 503, PARSED_BODIES_BUSY);
    return { answered: true };
  }
  whenResponseGone(reply.raw, release);
  const caller = await gatewayData(request, '/api/user/self', options);
  if (typeof caller?.role !== 'number' || caller.role < ROLE.admin) {
    release();
    return { passOn: true };
  }
  let bytes: Buffer | null;
  try {
    bytes = await readUpTo(source, options.limitBytes);
  } catch (error) {
    if (answerCutBody(reply)) return { answered: true };
    throw error;
  }
  if (bytes === null) {
    refuse(reply, 413, PARSED_BODY_TOO_LARGE);
    return { answered: true };
  }
  return { bytes };
}
