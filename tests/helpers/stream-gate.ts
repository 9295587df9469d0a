import { Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Holds the gateway's streamed answers (SSE) to matching requests after their first chunk until
 * the test opens the gate, so a completion stays in the middle of its stream for exactly as long
 * as the test needs (through a replica's SIGTERM, say), without sleeps.
 */
export interface StreamGate {
  /** Lets every held stream (and every later one) go on to its end. */
  open(): void;
}

/** Installs the gate on `gateway` (before it listens) for requests whose path `matches`. */
export function holdStreamsAfterFirstChunk(gateway: FastifyInstance, matches: (path: string) => boolean): StreamGate {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  gateway.addHook('onSend', async (request, _reply, payload) => {
    if (!(payload instanceof Readable) || !matches(request.url.split('?')[0] ?? '')) return payload;
    let passed = 0;
    const held = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        passed += 1;
        if (passed === 1) return callback(null, chunk);
        void opened.then(() => callback(null, chunk));
      },
    });
    // A caller that leaves destroys the answer; the source must stop too.
    held.once('close', () => payload.destroy());
    return payload.pipe(held);
  });
  return { open: () => release() };
}
