import { Readable, Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';

/**
 * A proxied request body on its way to the gateway, bounded twice: at most `limitBytes` (a
 * chunked body has no Content-Length to check up front), and no pause longer than `idleMs`
 * (until the whole body has passed; the gateway's answer may then take as long as it needs). A
 * stalled upload otherwise holds its gateway connection until the proxy's five-minute timeout,
 * since undici's headers timeout does not run while a body is still being written.
 */
export class BoundedBody extends Transform {
  received = 0;
  /** Why the body was cut, so the proxy's error handler can answer 413 or 408. */
  cut: 'too-large' | 'stalled' | null = null;
  readonly #limitBytes: number;
  readonly #idle: NodeJS.Timeout;

  constructor(limitBytes: number, idleMs: number) {
    super();
    this.#limitBytes = limitBytes;
    this.#idle = setTimeout(() => {
      this.cut = 'stalled';
      this.destroy(new Error('the request body stopped arriving'));
    }, idleMs);
    this.#idle.unref();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.#limitBytes) {
      this.cut = 'too-large';
      callback(new Error('the request body is too large'));
      return;
    }
    this.#idle.refresh();
    // Handed on after this turn's I/O: a gateway that answered early (a 413) and closed is
    // read before the next write to it fails, which would lose its answer (undici drops a
    // response it has not parsed when a write fails first).
    setImmediate(callback, null, chunk);
  }

  // The gateway reading counts as progress too: a body waiting on a slow gateway is not idle.
  override _read(size: number): void {
    this.#idle.refresh();
    super._read(size);
  }

  override _flush(callback: TransformCallback): void {
    clearTimeout(this.#idle);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    clearTimeout(this.#idle);
    callback(error);
  }
}

function refuse(reply: FastifyReply, status: 408 | 413, message: string): FastifyReply {
  // The rest of the body is not read: the connection cannot be reused.
  return reply.code(status).header('connection', 'close').type('application/json; charset=utf-8').send({ success: false, message });
}

/** The envelope message of a 413 (over PROXY_BODY_LIMIT_MB). */
export const BODY_TOO_LARGE = 'The request body is too large.';
/** The envelope message of a 408 (paused longer than PROXY_UPLOAD_IDLE_TIMEOUT_MS). */
export const BODY_STALLED = 'The request body stopped arriving.';

/**
 * For the proxy's `onRequest` hook: a declared Content-Length over the limit is answered 413
 * before any byte is read (true: the reply is sent).
 */
export function contentLengthLimit(limitBytes: number): (request: FastifyRequest, reply: FastifyReply) => boolean {
  return (request, reply) => {
    const declared = request.headers['content-length'];
    if (declared === undefined || !(Number(declared) > limitBytes)) return false;
    refuse(reply, 413, BODY_TOO_LARGE);
    return true;
  };
}

/** `preHandler`: the body stream the proxy forwards is wrapped in a BoundedBody. */
export function boundBody(limitBytes: number, idleMs: number): preHandlerHookHandler {
  return (request: FastifyRequest, _reply, done) => {
    const source = request.body;
    if (!(source instanceof Readable)) {
      done();
      return;
    }
    const bounded = new BoundedBody(limitBytes, idleMs);
    source.once('error', (error) => bounded.destroy(error));
    // A client that hangs up mid-body: the gateway call is abandoned, not left waiting.
    source.once('close', () => {
      if (!source.readableEnded) bounded.destroy(new Error('the client closed the request'));
    });
    source.pipe(bounded);
    // The gateway stopped taking the body (it answered early, or failed): the rest of the upload
    // is read and dropped, up to the limit, so that the client can read the answer instead of a
    // reset in the middle of its upload.
    bounded.once('close', () => {
      if (bounded.cut !== null || source.readableEnded || source.destroyed) return;
      source.unpipe(bounded);
      let dropped = bounded.received;
      source.on('data', (chunk: Buffer) => {
        dropped += chunk.length;
        if (dropped > limitBytes) source.destroy();
      });
      source.resume();
    });
    request.body = bounded;
    done();
  };
}

/**
 * For reply-from's answer step: reply-from marks an answer that came before the request body was
 * read whole `Connection: close`, and Node then resets the connection while the client is still
 * sending, so the client loses the answer (a gateway's early 413 reached it as a network error).
 * The rest of the body is read and dropped instead (boundBody), so the connection stays open.
 */
export function keepConnectionOnEarlyAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.body instanceof BoundedBody && request.body.cut === null && !request.raw.complete) reply.removeHeader('connection');
}

/** 413 or 408 when the proxy failed because the body was cut, else null (a gateway failure). */
export function answerCutBody(reply: FastifyReply): FastifyReply | null {
  const body = reply.request.body;
  if (!(body instanceof BoundedBody) || body.cut === null) return null;
  return body.cut === 'too-large' ? refuse(reply, 413, BODY_TOO_LARGE) : refuse(reply, 408, BODY_STALLED);
}
