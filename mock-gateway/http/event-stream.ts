import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a server-sent event stream that `produce` writes to as it goes (the relay's
 * chunks, the channel check's results): the reply starts at once, a failure of `produce`
 * ends the stream with the error, and a client that leaves destroys it, which `produce` sees
 * through `stream.destroyed`.
 */
export function sendEventStream(reply: FastifyReply, produce: (stream: PassThrough) => Promise<void>): FastifyReply {
  const stream = new PassThrough();
  void produce(stream).catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .header('content-type', 'text/event-stream')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
