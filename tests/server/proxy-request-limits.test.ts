import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';
import { chunk, openSocket, rawRequest } from '#tests/helpers/raw-http.ts';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

/** A stand-in gateway that records each complete request (headers and body size). */
async function recordingGateway(t: Teardown): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const origin = Fastify({ bodyLimit: 64 * 1024 * 1024 });
  origin.removeAllContentTypeParsers();
  origin.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  origin.all('/*', async (request) => {
    const bodyBytes = Buffer.isBuffer(request.body) ? request.body.length : 0;
    seen.push({ method: request.method, url: request.url, headers: request.headers, bodyBytes });
    return { success: true, message: '', data: { bodyBytes } };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, seen };
}

t.test('hop-by-hop request headers are not passed on, so they no longer break the call', async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cases: [string, string, string[]][] = [
    ['Keep-Alive', 'Keep-Alive: timeout=5, max=100', ['keep-alive']],
    ['Upgrade', 'Upgrade: websocket', ['upgrade']],
    ['Expect', 'Expect: 100-continue', ['expect']],
    ['Connection: foo', 'Connection: close, foo\nFoo: bar', ['foo']],
    ['Proxy-Connection', 'Proxy-Connection: keep-alive', ['proxy-connection']],
    ['TE', 'TE: trailers', ['te']],
    ['Trailer', 'Trailer: x-checksum', ['trailer']],
  ];
  for (const [name, header, dropped] of cases) {
    for (const method of ['GET', 'POST']) {
      const body = method === 'POST' ? '{"a":1}' : '';
      const lines = [`${method} /api/user/self HTTP/1.1`, `Host: ${new URL(base).host}`, header];
      if (!header.startsWith('Connection')) lines.push('Connection: close');
      if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
      const response = await rawRequest(base, lines.join('\n'), body ? [body] : []);
      t.equal(response.status, 200, `${name} on ${method}`);
      const last = gateway.seen.at(-1);
      for (const key of dropped) t.equal(last?.headers[key], undefined, `${name}: ${key} is not forwarded`);
      if (body) t.equal(last?.bodyBytes, body.length, `${name}: the body arrives whole`);
    }
  }
});

t.test('proxied bodies are bounded by PROXY_BODY_LIMIT_MB, declared or streamed', async (t) => {
  const gateway = await recordingGateway(t);
  // 0.01 MB = 10,486 bytes
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, env: { PROXY_BODY_LIMIT_MB: '0.01' } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const host = `Host: ${new URL(base).host}`;
  const big = 'x'.repeat(20_000);

  const declared = await rawRequest(
    base,
    [
      'POST /v1/audio/transcriptions HTTP/1.1',
      host,
      'Content-Type: application/octet-stream',
      `Content-Length: ${big.length}`,
      'Connection: close',
    ].join('\n'),
    [big],
  );
  t.equal(declared.status, 413, 'a Content-Length over the limit is refused up front');
  t.same(JSON.parse(declared.body), { success: false, message: 'The request body is too large.' });

  const chunks = Array.from({ length: 20 }, () => chunk('y'.repeat(1000)));
  const streamed = await rawRequest(
    base,
    [
      'POST /api/user/avatar HTTP/1.1',
      host,
      'Content-Type: application/octet-stream',
      'Transfer-Encoding: chunked',
      'Connection: close',
    ].join('\n'),
    [...chunks, chunk('')],
  );
  t.equal(streamed.status, 413, 'a chunked body is cut when it passes the limit');
  t.same(JSON.parse(streamed.body), { success: false, message: 'The request body is too large.' });
  t.same(gateway.seen, [], 'the gateway never got a whole oversized body');

  const small = await rawRequest(
    base,
    ['POST /api/user/avatar HTTP/1.1', host, 'Content-Type: text/plain', 'Transfer-Encoding: chunked', 'Connection: close'].join('\n'),
    [chunk('z'.repeat(4000)), chunk('z'.repeat(4000)), chunk('')],
  );
  t.equal(small.status, 200, 'a chunked body under the limit passes');
  t.equal(gateway.seen.at(-1)?.bodyBytes, 8000, 'whole');
});

t.test('an upload that stops sending is cut with 408', async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, env: { PROXY_UPLOAD_IDLE_TIMEOUT_MS: '200' } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const response = await rawRequest(
    base,
    [
      'POST /api/user/avatar HTTP/1.1',
      `Host: ${new URL(base).host}`,
      'Content-Type: application/octet-stream',
      'Content-Length: 1000',
      'Connection: close',
    ].join('\n'),
    ['only a few bytes'],
  );
  t.equal(response.status, 408);
  t.same(JSON.parse(response.body), { success: false, message: 'The request body stopped arriving.' });
  t.same(gateway.seen, [], 'the gateway did not get a truncated request as if it were whole');
});

/** Polls a condition on the event loop until it holds (the test's own timeout bounds it). */
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await sleep(10);
}

t.test('130 stalled uploads to /api do not stop /api/status answering through the console', async (t) => {
  // The double's sign-in limit off, so all 130 uploads wait for their bodies at the gateway.
  const { app, gateway } = await startConsole(t, { gateway: { criticalRateLimit: false } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const connections = (server: { getConnections(cb: (error: Error | null, count: number) => void): void }) =>
    new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
  const sockets: Socket[] = [];
  t.teardown(() => {
    for (const socket of sockets) socket.destroy();
  });
  const host = new URL(base).host;
  for (let i = 0; i < 130; i += 1) {
    const socket = await openSocket(base);
    socket.on('error', () => undefined);
    sockets.push(socket);
    // A few bytes of a 1,000-byte body, then nothing.
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
    );
  }
  // Every upload has reached the gateway (128 is where a fixed-size pool would stop).
  await until(async () => (await connections(gateway.server)) >= 128);
  // A connection of its own that closes after the answer, so the console can end with none open.
  const status = await rawRequest(base, `GET /api/status HTTP/1.1\nHost: ${host}\nConnection: close`);
  t.equal(status.status, 200, '/api/status still answers');
  t.equal((JSON.parse(status.body) as { success: boolean }).success, true);
  for (const socket of sockets) socket.destroy();
  await until(async () => (await connections(app.server)) === 0);
  await until(async () => (await connections(gateway.server)) <= 1);
  t.pass("every upload's socket is closed, and the console let go of their gateway calls");
});
