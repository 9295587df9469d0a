/** The fallback message of the spec's error catalogue when a failed request has no body. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';

/** A registry symbol, the same in every copy of this module. */
const API_ERROR_BRAND = Symbol.for('ai-gateway-console.ApiError');

/**
 * A failed gateway call: HTTP status (0 when the request never completed), the gateway's
 * message, and its parsed body when there was one.
 *
 * `instanceof ApiError` recognises errors made by any copy of this module: during a server
 * render the API client is the server's copy and the page code the SSR bundle's own.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly [API_ERROR_BRAND] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR_BRAND in value;
  }

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
