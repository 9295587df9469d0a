import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { fetch } from 'undici';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/*
 * Issue 32, item 9: a gateway that refuses an upload before reading it (413, or any early
 * answer) and closes the connection while the console is still sending the body. Its answer is
 * the one that counts: the client gets it, not a 502 "cannot be reached", nor a reset in the
 * middle of its own upload. Two closing manners: Node's (the answer, then the socket closed
 * with the upload unread) and Go's net/http, one-hub's (a half-close, then 500 ms later the
 * close). A gateway that resets the connection at once, without the half-close RFC 9112 §9.6
 * asks for, can still lose its answer on the way to any client.
 */

const REFUSAL = JSON.stringify({ success: false, message: '上传文件过大' });

async function listening(t: Teardown, server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Node's manner: `status` as soon as the headers arrive, `Connection: close`, the upload never read. */
async function nodeGateway(t: Teardown, status: number): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
      'content-length': Buffer.byteLength(REFUSAL),
    });
    response.end(REFUSAL);
  });
  t.teardown(() => server.closeAllConnections());
  return listening(t, server);
}

/** Go's manner (net/http closeWriteAndWait): the answer, a half-close, then the close 500 ms later. */
async function goGateway(t: Teardown, status: number): Promise<string> {
  const server = createTcpServer({ allowHalfOpen: true }, (socket) => {
    let head = '';
    socket.on('error', () => undefined);
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause();
      const length = Buffer.byteLength(REFUSAL);
      socket.end(
        `HTTP/1.1 ${status} Refused\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${REFUSAL}`,
      );
      setTimeout(() => socket.resetAndDestroy(), 500).unref();
    };
    socket.on('data', onData);
  });
  return listening(t, server);
}

/** 8 MiB in 64 KiB chunks, each after a pause: an upload still going when the answer comes. */
async function* upload(): AsyncGenerator<Uint8Array> {
  const piece = new Uint8Array(64 * 1024).fill(120);
  for (let sent = 0; sent < 8 * 1024 * 1024; sent += piece.length) {
    await sleep(1);
    yield piece;
  }
}

const CASES = [
  [413, '/v1/audio/transcriptions', 'POST'],
  [413, '/api/user/avatar', 'POST'],
  [401, '/v1/files', 'POST'],
  [413, '/mj/submit/imagine', 'POST'],
] as const;

for (const [manner, gatewayOf] of [
  ['Node', nodeGateway],
  ['Go', goGateway],
] as const) {
  t.test(`a gateway's early answer to an upload, closed in ${manner}'s manner, reaches the client as it was sent`, async (t) => {
    for (const [status, path, method] of CASES) {
      const gateway = await gatewayOf(t, status);
      const { app } = await startConsole(t, { gatewayUrl: gateway });
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/octet-stream', authorization: 'Bearer sk-x' },
        body: upload(),
        duplex: 'half',
      });
      t.equal(response.status, status, `${path}: the gateway's status`);
      t.equal(await response.text(), REFUSAL, `${path}: the gateway's own envelope`);
    }
  });
}
