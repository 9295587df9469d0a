import type { FastifyReply } from 'fastify';

/** An answer of the console's own API: the data, or the status and the message in the reader's language. */
export type ConsoleAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

function envelope<T>(answer: ConsoleAnswer<T>) {
  return answer.ok ? { success: true, message: '', data: answer.data } : { success: false, message: answer.message };
}

/** Sends an answer as the gateway's envelope (`{success, message, data}`), never cached unless a public answer says how long. */
export function sendAnswer<T>(reply: FastifyReply, answer: ConsoleAnswer<T>, cacheControl = 'no-store'): FastifyReply {
  void reply.header('cache-control', answer.ok ? cacheControl : 'no-store');
  return reply.code(answer.ok ? 200 : answer.status).send(envelope(answer));
}

/** The same answer as a fetch Response, for a page loader's call answered in this process. */
export function answerResponse<T>(answer: ConsoleAnswer<T>): Response {
  return new Response(JSON.stringify(envelope(answer)), {
    status: answer.ok ? 200 : answer.status,
    headers: { 'content-type': 'application/json' },
  });
}
