import { ApiError } from '#shared/api/errors.ts';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';

/**
 * One card's data from the loader: the value, or why it is missing. `unsupported` is a gateway
 * without the endpoint (404, one-hub's "Invalid URL"); `failed` any other error, with its message.
 * The overview settles each card on its own (one missing endpoint must not blank the page), so
 * its loader does not throw to the dashboard error boundary like the other pages.
 */
export type LoadResult<T> = { ok: true; data: T } | LoadFailure;

/** Why a card has no data; `status` is the HTTP status (0 when the gateway was not reached). */
export interface LoadFailure {
  ok: false;
  reason: 'unsupported' | 'failed';
  message: string;
  status: number;
}

/** Never rejects: a failed call becomes a result its card can explain, so the page still renders. */
export async function settle<T>(call: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // The same classification as the error boundary's (shared/api/gateway-failure.ts).
    if (gatewayFailureKind(error) === 'unsupported') return { ok: false, reason: 'unsupported', message: '', status };
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error), status };
  }
}
