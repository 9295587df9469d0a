import { z } from 'zod/mini';
import { ApiError, GENERIC_ERROR_MESSAGE } from './errors.ts';
import type { BodyPath, RequestBody } from './request-bodies.ts';

const EnvelopeSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

export interface ApiClientOptions {
  /** '' in the browser (same origin, through the console's proxy); the gateway URL on the server. */
  baseUrl: string;
  /**
   * Headers added to every call: the forwarded cookie on the server; in the browser a function,
   * read per call, adding the client id and the access token of the jwt method.
   */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Server-side calls are bounded so a slow gateway cannot hold a page; the browser has none. */
  timeoutMs?: number;
  /** Cancels every call of this client (the server aborts a page render that took too long). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** Query parameters; undefined values are left out. */
export type ApiQuery = Record<string, string | number | undefined>;

/**
 * The gateway calls. `post` and `put` take only the paths listed in `REQUEST_BODIES`
 * (`request-bodies.ts`) and a body of that endpoint's shared schema, so a wrong or untyped body
 * does not compile; `query` adds parameters that do not change the body (`?turnstile=`).
 */
export interface ApiClient {
  get<S extends z.core.$ZodType>(path: string, schema: S, query?: ApiQuery): Promise<z.infer<S>>;
  post<P extends BodyPath<'POST'>, S extends z.core.$ZodType>(
    path: P,
    body: RequestBody<'POST', P>,
    schema: S,
    query?: ApiQuery,
  ): Promise<z.infer<S>>;
  put<P extends BodyPath<'PUT'>, S extends z.core.$ZodType>(
    path: P,
    body: RequestBody<'PUT', P>,
    schema: S,
    query?: ApiQuery,
  ): Promise<z.infer<S>>;
  delete<S extends z.core.$ZodType>(path: string, schema: S, query?: ApiQuery): Promise<z.infer<S>>;
  /**
   * A GET whose answer sits beside `data` in the envelope (one-hub's channel test sends `time`
   * there): the whole envelope, once it says success, parsed with `schema`.
   */
  getEnvelope<S extends z.core.$ZodType>(path: string, schema: S, query?: ApiQuery): Promise<z.infer<S>>;
}

// `path` may already carry a fixed query (`/api/token/?status_only=true`); `query` is appended.
function withQuery(path: string, query: ApiQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/**
 * One API client for the server and the browser: sends cookies, unwraps the
 * `{success, message, data}` envelope, and parses `data` with the resource's zod schema.
 * A failure rejects with an ApiError carrying the gateway's message, the path and, unlogged,
 * the body.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function callSignal(): { signal?: AbortSignal } {
    const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter((s) => s !== undefined);
    if (signals.length === 0) return {};
    return { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) };
  }

  async function call<S extends z.core.$ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    whole = false,
  ): Promise<z.infer<S>> {
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Logs name the path only: query values can be credentials.
    const details = { path: path.split('?', 1)[0] ?? path };
    let response: Response;
    try {
      response = await doFetch(options.baseUrl + path, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...callSignal(),
      });
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE, 0, undefined, details);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError(GENERIC_ERROR_MESSAGE, response.status, text, details);
    }
    const envelope = EnvelopeSchema.safeParse(parsed);
    if (!response.ok || !envelope.success || !envelope.data.success) {
      const message = envelope.success ? envelope.data.message : undefined;
      throw new ApiError(message || GENERIC_ERROR_MESSAGE, response.status, parsed, details);
    }
    const data = z.safeParse(schema, whole ? parsed : envelope.data.data);
    if (!data.success) {
      // Where the answer broke the schema, never the values: `/api/user/self` carries a token.
      const issues = data.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code }));
      throw new ApiError(`Unexpected response from ${details.path}`, response.status, parsed, { ...details, issues });
    }
    return data.data;
  }

  return {
    get(path, schema, query) {
      return call('GET', withQuery(path, query), schema);
    },
    post(path, body, schema, query) {
      return call('POST', withQuery(path, query), schema, body);
    },
    put(path, body, schema, query) {
      return call('PUT', withQuery(path, query), schema, body);
    },
    delete(path, schema, query) {
      return call('DELETE', withQuery(path, query), schema);
    },
    getEnvelope(path, schema, query) {
      return call('GET', withQuery(path, query), schema, undefined, true);
    },
  };
}
