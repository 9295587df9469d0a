/** The fallback message of the spec's error catalogue when a failed request has no body. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong!';

/** A registry symbol, the same in every copy of this module. */
const API_ERROR_BRAND = Symbol.for('ai-gateway-console.ApiError');

/** Where an answer broke its schema: the issue's key path (`data.items.0.id`) and zod code. */
export interface SchemaIssue {
  path: string;
  code: string;
}

export interface ApiErrorDetails {
  /** The gateway path called, without its query (query values can be credentials). */
  path?: string;
  /** For an answer that failed its schema: where, never what (values can be credentials). */
  issues?: SchemaIssue[];
}

/**
 * A failed gateway call: HTTP status (0 when the request never completed), the gateway's
 * message, and its parsed body when there was one.
 *
 * The body is kept but not enumerable: loggers (pino's `err` serializer) and JSON copy only
 * enumerable properties, and a body can carry credentials (`access_token` of `/api/user/self`).
 * What a log needs is enumerable: message, status, path and schema issue paths and codes.
 *
 * `instanceof ApiError` recognises errors made by any copy of this module: during a server
 * render the API client is the server's copy and the page code the SSR bundle's own.
 */
export class ApiError extends Error {
  readonly status: number;
  declare readonly body: unknown;
  readonly path?: string;
  readonly issues?: SchemaIssue[];
  readonly [API_ERROR_BRAND] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR_BRAND in value;
  }

  constructor(message: string, status: number, body: unknown, details: ApiErrorDetails = {}) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    Object.defineProperty(this, 'body', { value: body, enumerable: false });
    if (details.path !== undefined) this.path = details.path;
    if (details.issues !== undefined) this.issues = details.issues;
  }
}

/** True when the gateway said "not signed in" (no session and no token). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
