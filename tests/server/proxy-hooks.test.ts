import t from 'tap';
import { HELMET_HEADERS } from '#server/plugins/security-headers.ts';
import { startConsole } from '#tests/helpers/console.ts';

// What a proxied call goes through (issue 10): only the hooks every response needs, all of them
// precomputed; none of the pages' (cookies, language, session, compression).

t.test("helmet's headers, worked out once, are on pages, files and every proxied prefix alike", async (t) => {
  const expected = new Map(HELMET_HEADERS);
  t.equal(expected.get('x-content-type-options'), 'nosniff');
  t.equal(expected.get('x-frame-options'), 'SAMEORIGIN');
  t.equal(expected.get('referrer-policy'), 'no-referrer');
  t.equal(expected.get('cross-origin-opener-policy'), 'same-origin');
  t.notOk(expected.has('content-security-policy'), 'pages set their own CSP with a nonce');
  t.notOk(expected.has('strict-transport-security'), 'HSTS only over https');
  const { app } = await startConsole(t);
  for (const url of ['/login', '/favicon.svg', '/healthz', '/api/status', '/v1/models', '/no/such/page']) {
    const response = await app.inject(url);
    for (const [name, value] of expected) t.equal(response.headers[name], value, `${url}: ${name}`);
  }
});

t.test('the Host check remembers its answers but never lets a malformed Host through', async (t) => {
  const { app } = await startConsole(t);
  // More distinct hosts than it remembers, valid and malformed in turn, each asked twice.
  for (let i = 0; i < 100; i += 1) {
    for (let round = 0; round < 2; round += 1) {
      t.equal((await app.inject({ url: '/healthz', headers: { host: `console-${i}.example` } })).statusCode, 200);
      t.equal((await app.inject({ url: '/api/status', headers: { host: `console ${i}.example` } })).statusCode, 400);
    }
  }
});

t.test('a proxied call runs no page hook: the gateway sees that call only, its body is not re-compressed', async (t) => {
  const seen: string[] = [];
  const { app } = await startConsole(t, {
    prepareGateway: (gateway) => {
      gateway.addHook('onRequest', async (request) => {
        seen.push(request.url);
      });
    },
  });
  const response = await app.inject({
    url: '/api/status',
    headers: { cookie: 'session=some-session; i18next=en', 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
  });
  t.equal(response.statusCode, 200);
  t.ok(response.rawPayload.length > 1024, 'a body the pages would compress');
  t.equal(response.headers['content-encoding'], undefined, 'passed on as the gateway sent it');
  t.same(seen, ['/api/status'], 'no session lookup for a proxied call');
});

t.test('one access-log line per request, written when it is answered', async (t) => {
  const { app, logs } = await startConsole(t);
  await app.inject({ url: '/api/status?key=sk-secret-value', headers: { 'x-request-id': 'access-log-0001' } });
  // The log stream delivers its lines on a later turn; the completed line is the last one written.
  while (!logs().some((line) => line.includes('"access-log-0001"') && line.includes('request completed')))
    await new Promise((resolve) => setImmediate(resolve));
  const lines = logs()
    .map(
      (line) =>
        JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number }; responseTime?: number },
    )
    .filter((entry) => entry.reqId === 'access-log-0001');
  t.equal(lines.length, 1, 'one line: no "incoming request" line, none from the proxy itself');
  t.equal(lines[0]?.msg, 'request completed');
  t.equal(lines[0]?.req?.url, '/api/status?key=%5Bredacted%5D', 'the URL, secrets redacted');
  t.equal(lines[0]?.res?.statusCode, 200);
  t.type(lines[0]?.responseTime, 'number');
});
