import { ApiError } from '../../../../shared/api/errors.ts';

/**
 * One card's data from the loader: the value, or why it is missing. `unsupported` is a gateway
 * without the endpoint (404, one-hub's "Invalid URL"); `failed` any other error, with its message.
 */
export type LoadResult<T> = { ok: true; data: T } | LoadFailure;

/** Why a card has no data; `status` is the HTTP status (0 when the gateway was not reached). */
export interface LoadFailure {
  ok: false;
  reason: 'unsupported' | 'failed';
  message: string;
  status: number;
}

/**
 * The status and body of an API error. Duck-typed on purpose: on the server the client that
 * threw comes from the server's own module graph, not the SSR bundle's, so `instanceof` fails.
 */
function apiErrorParts(error: unknown): { status: number; message: string; body: unknown } | null {
  if (error instanceof ApiError) return error;
  if (!(error instanceof Error) || error.name !== 'ApiError' || !('status' in error) || typeof error.status !== 'number') return null;
  return { status: error.status, message: error.message, body: 'body' in error ? error.body : undefined };
}

/** True when the gateway does not have the endpoint at all. */
export function isUnsupported(error: unknown): boolean {
  const parts = apiErrorParts(error);
  if (!parts) return false;
  if (parts.status === 404) return true;
  return /^Invalid URL\b/.test(parts.message) || hasInvalidUrlBody(parts.body);
}

function hasInvalidUrlBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const inner = body.error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'message' in inner &&
    typeof inner.message === 'string' &&
    inner.message.startsWith('Invalid URL')
  );
}

/** Never rejects: a failed call becomes a result its card can explain, so the page still renders. */
export async function settle<T>(call: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    const status = apiErrorParts(error)?.status ?? 0;
    if (isUnsupported(error)) return { ok: false, reason: 'unsupported', message: '', status };
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error), status };
  }
}
