import { ApiError } from './errors.ts';

/**
 * Why a page's gateway call failed, as a page can explain it:
 * - `unsupported`: the gateway has no such endpoint (404, one-hub's `Invalid URL`);
 * - `forbidden`: a higher role is required (403, or `{success:false}` with one-hub's
 *   permission message, which it sends with HTTP 200);
 * - `signed-out`: the session ended (401);
 * - `failed`: anything else (unreachable, timeout, rate limit, the gateway's own message).
 */
export type GatewayFailureKind = 'unsupported' | 'forbidden' | 'signed-out' | 'failed';

/**
 * A failed gateway call as plain data, so it survives the trip from the server render to the
 * browser in the router's hydration data (an Error keeps only its message there).
 */
export interface GatewayFailure {
  reason: 'gateway';
  kind: GatewayFailureKind;
  /** The gateway's message ('' when it sent none). */
  message: string;
  /** The gateway's HTTP status; 0 when it was not reached. */
  status: number;
}

// one-hub: `无权进行此操作，权限不足` (middleware/auth.go); other gateways say it in English.
const PERMISSION_MESSAGE = /权限不足|權限不足|permission denied|insufficient (?:role|permission|privilege)|forbidden/i;
const INVALID_URL = /^Invalid URL\b/;

function hasInvalidUrlBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const inner = body.error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'message' in inner &&
    typeof inner.message === 'string' &&
    INVALID_URL.test(inner.message)
  );
}

/** What kind of failure an error of the API client is (anything else is `failed`). */
export function gatewayFailureKind(error: unknown): GatewayFailureKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404 || INVALID_URL.test(error.message) || hasInvalidUrlBody(error.body)) return 'unsupported';
  if (error.status === 401) return 'signed-out';
  if (error.status === 403 || PERMISSION_MESSAGE.test(error.message)) return 'forbidden';
  return 'failed';
}

/** The plain-data failure of an API client error; null for anything that is not one (a bug, a redirect). */
export function gatewayFailureOf(error: unknown): GatewayFailure | null {
  if (!(error instanceof ApiError)) return null;
  return { reason: 'gateway', kind: gatewayFailureKind(error), message: error.message, status: error.status };
}

export function isGatewayFailure(value: unknown): value is GatewayFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reason' in value &&
    value.reason === 'gateway' &&
    'kind' in value &&
    typeof value.kind === 'string'
  );
}

/**
 * The console page's own HTTP status for a failure: 501 (the gateway does not implement it),
 * 403, 401, 504 for a gateway timeout, else 502.
 */
export function pageStatusOf(failure: GatewayFailure): number {
  switch (failure.kind) {
    case 'unsupported':
      return 501;
    case 'forbidden':
      return 403;
    case 'signed-out':
      return 401;
    case 'failed':
      return failure.status === 504 ? 504 : 502;
  }
}
