import { ApiError, GENERIC_ERROR_MESSAGE } from './errors.ts';
import type { BodyPath, RequestBody } from './request-bodies.ts';
import { createSseParser } from './sse.ts';

/** How an event-stream call reaches the gateway (the browser: same origin, its credential headers). */
export interface EventStreamOptions {
  /** '' in the browser (through the console's proxy). */
  baseUrl: string;
  /** The caller's headers (client id, the jwt method's bearer token). */
  headers: Record<string, string>;
  /** Stops the call and the reading (the user pressed Stop, the dialog closed). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

function envelopeMessage(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { success, message } = parsed as { success?: unknown; message?: unknown };
  return success === false && typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * POSTs a listed body (`REQUEST_BODIES`) to an endpoint that answers `text/event-stream`
 * (`/api/sse/channel/check`) and hands each event's data to `onData` as it arrives. Before the
 * stream starts the gateway may answer its JSON envelope instead (a refused role, a bad id): that
 * rejects with an ApiError carrying its message, as do a failed status and a network failure
 * (status 0). An abort rejects with the signal's reason (an `AbortError`), so the caller can
 * tell "stopped" from "failed". Resolves when the stream ends; whether it ended complete is the
 * caller's to judge from the events.
 */
export async function postEventStream<P extends BodyPath<'POST'>>(
  path: P,
  body: RequestBody<'POST', P>,
  onData: (data: string) => void,
  options: EventStreamOptions,
): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const details = { path };
  let response: Response;
  try {
    response = await doFetch(options.baseUrl + path, {
      method: 'POST',
      headers: { accept: 'text/event-stream, application/json', 'content-type': 'application/json', ...options.headers },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE, 0, undefined, details);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    throw new ApiError(envelopeMessage(parsed) ?? GENERIC_ERROR_MESSAGE, response.status, parsed, details);
  }
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const data of parser.push(decoder.decode(chunk.value, { stream: true }))) onData(data);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE, 0, undefined, details);
  }
  for (const data of parser.push(decoder.decode())) onData(data);
  for (const data of parser.end()) onData(data);
}
