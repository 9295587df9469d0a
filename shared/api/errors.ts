/** The fallback message of the spec's error catalogue when a failed request has no body. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';

/**
 * A failed gateway call: HTTP status (0 when the request never completed), the gateway's
 * message, and its parsed body when there was one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** True when the gateway said "not signed in" (no session and no token). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
