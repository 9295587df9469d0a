import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/** Sends `head` as is over a fresh socket and resolves with the status code of the answer. */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.on('end', () => reject(new Error(`no status line in ${JSON.stringify(answer.slice(0, 80))}`)));
    socket.write(head);
  });
}

t.test('a malformed Host is a 400, never a 500 (issue 9)', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const malformed = [
    'a b',
    '[::1',
    'exa mple.com:99999',
    'example.com:99999',
    'example.com:',
    'user@evil.example',
    'evil.example/path',
    'evil.example\\x',
    '::1',
    'a"b',
    "evil.example'",
    '<script>',
  ];
  for (const path of ['/', '/dashboard', '/healthz', '/api/status', '/no/such/page']) {
    for (const host of malformed) {
      t.equal(await rawStatus(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), 400, `${path} Host: ${host}`);
    }
    t.equal(await rawStatus(port, `GET ${path} HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n`), 400, `${path} empty Host`);
    t.equal(await rawStatus(port, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`), 400, `${path} no Host`);
  }
  // Absolute-form request targets name a host of their own.
  t.ok(
    (await rawStatus(port, `GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)) < 500,
    'absolute-form target',
  );
  for (const host of ['127.0.0.1', `127.0.0.1:${port}`, 'console.example', '[::1]:8080', 'my_console.internal:443']) {
    t.equal(await rawStatus(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), 200, `Host: ${host} is fine`);
  }
});

t.test('behind a trusted proxy, a malformed forwarded host or protocol is a 400 too', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0', TRUST_PROXY: 'true' } });
  for (const headers of [
    { 'x-forwarded-host': 'a b' },
    { 'x-forwarded-host': '[::1' },
    { 'x-forwarded-proto': 'javascript' },
    { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example/x' },
  ]) {
    t.equal((await app.inject({ url: '/', headers })).statusCode, 400, JSON.stringify(headers));
  }
  t.equal(
    (await app.inject({ url: '/', headers: { 'x-forwarded-host': 'console.example', 'x-forwarded-proto': 'https' } })).statusCode,
    200,
  );
});

t.test('pages deny the browser features the console does not use (Permissions-Policy)', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  for (const [url, headers] of [
    ['/', {}],
    ['/login', {}],
    ['/404', {}],
    ['/dashboard/key', { cookie }],
  ] as const) {
    const res = await app.inject({ url, headers });
    const policy = String(res.headers['permissions-policy'] ?? '');
    const features = new Map(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'autoplay']) {
      t.equal(features.get(denied), '()', `${url}: ${denied} denied`);
    }
    t.equal(features.get('clipboard-write'), '(self)', `${url}: copy buttons keep working`);
    t.equal(features.get('publickey-credentials-get'), '(self)', `${url}: passkey sign-in works, on this origin only`);
    t.equal(features.get('publickey-credentials-create'), '(self)', `${url}: passkeys can be added`);
  }
});
