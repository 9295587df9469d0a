import { connect } from 'node:net';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';

// Tiny limits so the server acts within the test; what is tested is whether it acts at all.
const SLOW_CLIENT_ENV = { REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '300' };

t.setTimeout(120_000);
/**
 * Node's own defaults would close these sockets too, after 60 s (headers) and 300 s (the whole
 * request), plus up to 30 s until its next check. A test bound far above the configured limits
 * and far below those defaults tells the two apart without measuring anything.
 */
const SLOW_CLIENT_TEST_BOUND_MS = 30_000;

interface Dribble {
  socket: Socket;
  /** Everything the server wrote back, once it closed the socket. */
  closed: Promise<string>;
  stop(): void;
}

/** Opens a connection and sends `head` then `tail` one byte at a time, never finishing on its own. */
function dribble(url: string, head: string, tail: string): Dribble {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(head);
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return;
    socket.write(tail[index % tail.length] ?? 'x');
    index += 1;
  }, 20);
  void closed.then(() => clearInterval(timer));
  return { socket, closed, stop: () => (clearInterval(timer), socket.destroy()) };
}

t.test('a client sending its headers a byte at a time has its socket closed with 408, and the console keeps answering', async (t) => {
  t.setTimeout(SLOW_CLIENT_TEST_BOUND_MS);
  const { app } = await startConsole(t, { env: SLOW_CLIENT_ENV });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // An endless header line: each byte arrives in time for an idle timeout, never for the headers one.
  const slow = Array.from({ length: 20 }, () => dribble(url, 'GET /healthz HTTP/1.1\r\nHost: console\r\nX-Slow: ', 'abcdefghij'));
  t.teardown(() => slow.forEach((s) => s.stop()));
  t.equal((await fetch(`${url}/healthz`)).status, 200, '/healthz answers while 20 slow clients dribble');
  t.equal((await fetch(`${url}/api/status`)).status, 200, 'and /api/status');
  const answers = await Promise.all(slow.map((s) => s.closed));
  for (const answer of answers) t.match(answer, /^HTTP\/1\.1 408 /, 'closed by the server with 408 Request Timeout');
});

t.test('a client sending its body a byte at a time has its socket closed with 408', async (t) => {
  t.setTimeout(SLOW_CLIENT_TEST_BOUND_MS);
  const { app } = await startConsole(t, { env: SLOW_CLIENT_ENV });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const head =
    'POST /api/user/login HTTP/1.1\r\nHost: console\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":"';
  const slow = dribble(url, head, 'aaaaaaaaaa');
  t.teardown(() => slow.stop());
  t.match(await slow.closed, /^HTTP\/1\.1 408 /);
});

t.test('a streamed completion that lasts longer than every receiving timeout is not cut', async (t) => {
  // A gateway that streams SSE in chunks with pauses, for longer than the request, headers and
  // keep-alive timeouts together.
  const origin = Fastify();
  const CHUNKS = 12;
  origin.post('/v1/chat/completions', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      reply.raw.write(`data: {"n":${sent}}\n\n`);
      if (sent === CHUNKS) {
        clearInterval(timer);
        reply.raw.end('data: [DONE]\n\n');
      }
    }, 100);
  });
  const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  const { app } = await startConsole(t, { env: SLOW_CLIENT_ENV, gatewayUrl: originUrl });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const started = Date.now();
  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(response.status, 200);
  const text = await response.text();
  const lasted = Date.now() - started;
  t.equal(text.match(/^data: \{"n":\d+\}$/gm)?.length, CHUNKS, 'every chunk arrived');
  t.match(text, /data: \[DONE\]\n\n$/, 'to the end');
  t.ok(
    lasted > Number(SLOW_CLIENT_ENV.REQUEST_TIMEOUT_MS) + Number(SLOW_CLIENT_ENV.KEEP_ALIVE_TIMEOUT_MS),
    'the stream outlasted the timeouts (a precondition, not a budget)',
  );
});
