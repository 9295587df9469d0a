import { createSseParser } from '#shared/api/sse.ts';
import { readChatEvent } from './chat-chunk.ts';
import type { AnswerUsage, ChatEvent } from './chat-chunk.ts';

/** A chat message as the playground sends it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The body of the playground's `/v1/chat/completions` call. */
export interface ChatRequestBody {
  model: string;
  messages: ChatMessage[];
  stream: true;
  stream_options: { include_usage: true };
  temperature?: number;
  max_tokens?: number;
}

/** How an answer ended: its text, the usage block (null when the stream had none or was stopped). */
export interface StreamOutcome {
  text: string;
  usage: AnswerUsage | null;
  finishReason: string | null;
  /** True when the user stopped it (the text is what had arrived). */
  stopped: boolean;
}

/**
 * The relay refused or broke off: the HTTP status (0 without a response), the gateway's message
 * (`{error:{message}}`, or an `/api`-style envelope's `message`; empty when it sent none, as
 * for a 429) and its error code.
 */
export class RelayCallError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, message: string, code: string | null) {
    super(message);
    this.name = 'RelayCallError';
    this.status = status;
    this.code = code;
  }
}

/** The relay's error body in whatever shape it came (text that is not JSON gives its first line). */
export function relayFailure(status: number, body: string): RelayCallError {
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'object' && json !== null) {
      const error = (json as { error?: unknown }).error;
      if (typeof error === 'object' && error !== null) {
        const { message, code } = error as { message?: unknown; code?: unknown };
        return new RelayCallError(status, typeof message === 'string' ? message : '', typeof code === 'string' ? code : null);
      }
      const message = (json as { message?: unknown }).message;
      if (typeof message === 'string') return new RelayCallError(status, message, null);
    }
  } catch {
    // Not JSON: fall through to the text itself.
  }
  return new RelayCallError(status, body.trim().split('\n')[0]?.slice(0, 300) ?? '', null);
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

export interface StreamChatOptions {
  /** The relay's path on this origin (`/v1/chat/completions`, through the console's proxy). */
  url: string;
  /** The key with its `sk-` prefix; it goes into the Authorization header and nowhere else. */
  apiKey: string;
  body: ChatRequestBody;
  signal: AbortSignal;
  /** Called with the whole text so far after every piece. */
  onText: (text: string) => void;
  fetch?: typeof fetch;
}

/**
 * Sends a chat request and reads the streamed answer. Resolves with the text and usage (or,
 * when the signal aborts, with what had arrived and `stopped`); rejects with a RelayCallError
 * for a refusal, an error inside the stream or a broken connection.
 */
export async function streamChat(options: StreamChatOptions): Promise<StreamOutcome> {
  const { signal, onText } = options;
  const doFetch = options.fetch ?? fetch;
  const outcome: StreamOutcome = { text: '', usage: null, finishReason: null, stopped: false };
  let response: Response;
  try {
    response = await doFetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify(options.body),
      signal,
      // The key is the credential: no cookie goes with it.
      credentials: 'omit',
    });
  } catch (error) {
    if (isAbort(error, signal)) return { ...outcome, stopped: true };
    throw new RelayCallError(0, '', null);
  }
  if (!response.ok) throw relayFailure(response.status, await response.text().catch(() => ''));

  const apply = (event: ChatEvent): boolean => {
    if (event.kind === 'done') return true;
    if (event.kind === 'error') throw new RelayCallError(response.status, event.message, event.code);
    if (event.kind === 'chunk') {
      if (event.text !== '') {
        outcome.text += event.text;
        onText(outcome.text);
      }
      outcome.finishReason = event.finishReason ?? outcome.finishReason;
      outcome.usage = event.usage ?? outcome.usage;
    }
    return false;
  };

  // A gateway that ignored `stream` answers with one JSON body.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    apply(readChatEvent(await response.text()));
    return outcome;
  }
  const reader = response.body?.getReader();
  if (!reader) return outcome;
  const parser = createSseParser();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.push(decoder.decode()).concat(parser.end()) : parser.push(decoder.decode(value, { stream: true }));
      for (const data of events) if (apply(readChatEvent(data))) return outcome;
      if (done) return outcome;
    }
  } catch (error) {
    if (error instanceof RelayCallError) throw error;
    if (isAbort(error, signal)) return { ...outcome, stopped: true };
    throw new RelayCallError(0, '', null);
  } finally {
    // After [DONE] or a stop, nothing more is read: let the connection go.
    reader.cancel().catch(() => {});
  }
}
