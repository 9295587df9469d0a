import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Upstream's request-id response header. */
export const REQUEST_ID_HEADER = 'X-Oneapi-Request-Id';

/** A refused relay call: HTTP status plus the relay error body's fields (contract §2.13). */
export interface RelayFailure {
  status: number;
  message: string;
  /** Left out for the auth middleware's refusals, as upstream's abortWithMessage does. */
  code?: string;
  type?: string;
}

/** The relay error body: `{error: {message, type, code}}`. */
export interface RelayErrorBody {
  error: { message: string; type: string; code?: string };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * Upstream's request id: local time `YYYYMMDDhhmmss`, the nanoseconds and 8 random characters.
 * Real time on purpose: it only has to be unique, never predictable.
 */
export function newRequestId(): string {
  const now = new Date();
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const random = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[randomInt(36)]).join('');
  return `${stamp}${now.getMilliseconds() * 1_000_000 + randomInt(1_000_000)}${random}`;
}

/** The body upstream sends: the message carries ` (request id: …)`, as MessageWithRequestId does. */
export function relayErrorBody(failure: RelayFailure, requestId: string): RelayErrorBody {
  const error: RelayErrorBody['error'] = {
    message: `${failure.message} (request id: ${requestId})`,
    type: failure.type ?? 'one_hub_error',
  };
  if (failure.code !== undefined) error.code = failure.code;
  return { error };
}

/** Sends a relay error with its status. */
export function sendRelayError(reply: FastifyReply, failure: RelayFailure, requestId: string): FastifyReply {
  return reply.code(failure.status).header(REQUEST_ID_HEADER, requestId).send(relayErrorBody(failure, requestId));
}

/** Either a value or why the call is refused. */
export type RelayResult<T> = { ok: true; value: T } | { ok: false; failure: RelayFailure };

/** A refusal result. */
export function refuse<T>(status: number, message: string, code?: string, type?: string): RelayResult<T> {
  return { ok: false, failure: { status, message, code, type } };
}
