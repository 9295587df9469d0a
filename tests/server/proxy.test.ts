import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';

/** Starts the console on a real loopback port, since the proxy is tested over HTTP. */
async function listen(app: { listen(opts: { host: string; port: number }): Promise<string> }): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

t.test('API calls pass through with cookies both ways', async (t) => {
  const { app } = await startConsole(t);
  const base = await listen(app);
  const status = await fetch(`${base}/api/status`);
  t.equal(status.status, 200);
  const body = (await status.json()) as { success: boolean; data: { version: string } };
  t.equal(body.success, true);
  t.equal(body.data.version, 'v0.13.34', "the double's status arrives as is");

  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: '123456' }),
  });
  const setCookie = login.headers.get('set-cookie') ?? '';
  t.match(setCookie, /^session=[^;]+;/, "the gateway's session cookie reaches the browser");
  const self = await fetch(`${base}/api/user/self`, { headers: { cookie: setCookie.split(';')[0] ?? '' } });
  const me = (await self.json()) as { data: { username: string } };
  t.equal(me.data.username, 'demo', 'the browser cookie reaches the gateway');

  const anonymous = await fetch(`${base}/api/user/self`);
  t.equal(anonymous.status, 401, "the gateway's 401 is passed on");
});

t.test('X-Forwarded headers and request bodies reach the gateway; SSE arrives event by event', async (t) => {
  const origin = Fastify();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  origin.post('/v1/echo', async (request) => ({ headers: request.headers, body: request.body }));
  origin.get('/v1/stream', (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('data: {"n":1}\n\n');
    // The second event and the end only come after the client has seen the first one.
    void released.then(() => {
      reply.raw.write('data: {"n":2}\n\ndata: [DONE]\n\n');
      reply.raw.end();
    });
  });
  const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  const { app } = await startConsole(t, { gatewayUrl: originUrl });
  const base = await listen(app);

  const echo = await fetch(`${base}/v1/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ model: 'gpt-4o' }),
  });
  const seen = (await echo.json()) as { headers: Record<string, string>; body: unknown };
  t.same(seen.body, { model: 'gpt-4o' });
  t.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
  t.equal(seen.headers['x-forwarded-proto'], 'http');
  t.equal(seen.headers['x-forwarded-host'], undefined, 'no PUBLIC_URL, no trusted proxy: no console host (issue 32)');
  t.ok(seen.headers['x-request-id'], 'the request id travels with the call');

  const stream = await fetch(`${base}/v1/stream`, { headers: { 'accept-encoding': 'gzip, br' } });
  t.equal(stream.headers.get('content-type'), 'text/event-stream');
  t.equal(stream.headers.get('content-encoding'), null, 'event streams are not compressed (that would buffer them)');
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('no body');
  const first = await reader.read();
  t.match(new TextDecoder().decode(first.value), /"n":1/, 'the first event arrives while the upstream is still open');
  release();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
  t.match(rest, /"n":2[\s\S]*\[DONE\]/);
});

t.test('a down gateway gives 502 in the envelope at once, and the console keeps serving', async (t) => {
  // Port 1 on loopback: nothing listens there, and unlike a port freed a moment ago, no parallel
  // test can be handed it.
  const port = 1;
  const { app } = await startConsole(t, { gatewayUrl: `http://127.0.0.1:${port}` });
  const base = await listen(app);
  for (const path of ['/api/status', '/v1/models', '/mj/submit/imagine', '/suno/fetch']) {
    const res = await fetch(`${base}${path}`);
    t.equal(res.status, 502, path);
    const body = (await res.json()) as { success: boolean; message: string };
    t.equal(body.success, false);
    t.match(body.message, /gateway/i);
  }
  t.equal((await fetch(`${base}/healthz`)).status, 200, 'the console is still up');
  t.equal((await fetch(`${base}/readyz`)).status, 503, 'but not ready');
  const page = await fetch(`${base}/login`);
  t.equal(page.status, 200, 'pages still render (with defaults) when the gateway is down');
  // Read the whole stream: an unread body keeps the render (and the app's close) waiting.
  t.match(await page.text(), /<\/html>/);
});

t.test('a gateway that answers garbage instead of HTTP gives 502', async (t) => {
  const sockets = new Set<Socket>();
  const garbage = createServer((socket) => {
    sockets.add(socket);
    socket.end('this is not HTTP at all\r\n\r\n');
  });
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    garbage.close();
    for (const socket of sockets) socket.destroy();
  });
  const port = (garbage.address() as AddressInfo).port;
  const { app } = await startConsole(t, { gatewayUrl: `http://127.0.0.1:${port}` });
  const base = await listen(app);
  const res = await fetch(`${base}/api/status`);
  t.equal(res.status, 502);
  t.equal(((await res.json()) as { success: boolean }).success, false);
  t.equal((await fetch(`${base}/healthz`)).status, 200);
});

t.test('malformed requests get a failure answer, never 5xx', async (t) => {
  const { app } = await startConsole(t);
  const badJson = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": ',
  });
  // one-hub's handlers answer a body that does not parse with HTTP 200 `{success:false}`; the proxy passes it on.
  t.equal(badJson.statusCode, 200, 'bad JSON through the proxy');
  t.same(badJson.json(), { success: false, message: '无效的参数' });
  const badLocale = await app.inject('/locales/xx/common.json');
  t.equal(badLocale.statusCode, 404);
  const badPercent = await app.inject('/%E0%A4%A');
  t.ok(badPercent.statusCode < 500, `broken percent-encoding: ${badPercent.statusCode}`);
});
