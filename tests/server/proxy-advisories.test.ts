import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { FAKE_PROVIDER_PREFIX, PROXIED_PREFIXES } from '#server/plugins/gateway-proxy.ts';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';
import { rawRequest } from '#tests/helpers/raw-http.ts';

/*
 * The proxy libraries' advisories whose fixed releases the registry does not have yet (issue 32,
 * item 15: @fastify/http-proxy 11.6.3, @fastify/reply-from 12.6.5 are the newest published),
 * checked against the console's own use of them. reply-from before 12.9.1 (CVE-2026-133212) may
 * send a client's Content-Length without the body, so the gateway reads the next request as
 * that body; http-proxy before 11.6.6 (CVE-2026-120213) mis-rewrites parameterised prefixes;
 * reply-from before 12.7.0 (CVE-2026-107318) does not verify an https upstream with its own
 * transports, which the console never uses (its own pool: tests/server/proxy-tls.test.ts).
 */

/** A gateway reading raw bytes: what each connection received, and one 200 per request head. */
async function rawGateway(t: Teardown): Promise<{ url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    const index = received.push('') - 1;
    socket.on('data', (data: Buffer) => {
      received[index] += data.toString('latin1');
      const heads = (received[index] ?? '').split('\r\n\r\n').length - 1;
      if (heads >= 1) socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

t.test('a request with a body is passed on with its length and its body, or with neither: never a length without it', async (t) => {
  const gateway = await rawGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const smuggled = 'GET /api/user/ HTTP/1.1\r\nHost: x\r\n\r\n';
  for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE', 'POST']) {
    for (const [path, type] of [
      ['/api/status', 'application/json'],
      ['/v1/models', 'text/plain'],
      ['/api/status', ''],
    ] as const) {
      const before = gateway.received.length;
      const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', `Content-Length: ${smuggled.length}`];
      if (type) head.push(`Content-Type: ${type}`);
      const answer = await rawRequest(base, head.join('\n'), [smuggled]);
      t.ok(answer.status > 0 && answer.status < 500, `${method} ${path} ${type || '(no type)'}: answered ${answer.status}`);
      for (const text of gateway.received.slice(before)) {
        const [sentHead = '', ...rest] = text.split('\r\n\r\n');
        const body = rest.join('\r\n\r\n');
        const length = /\r\ncontent-length: (\d+)/i.exec(sentHead)?.[1];
        t.equal(Number(length ?? 0), Buffer.byteLength(body, 'latin1'), `${method} ${path}: the declared length is what was sent`);
        t.notOk(/^GET \/api\/user\//m.test(sentHead), 'no second request in the head');
      }
    }
  }
});

t.test('every proxied prefix is a fixed path: no route parameter for http-proxy to substitute', async (t) => {
  for (const prefix of [...PROXIED_PREFIXES, FAKE_PROVIDER_PREFIX]) t.match(prefix, /^\/[a-z0-9-]+$/, prefix);
});
