import Fastify from 'fastify';
import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

t.test('hashed assets: immutable caching and precompressed bodies', async (t) => {
  const { app } = await startConsole(t);
  const page = await app.inject('/login');
  // The page's biggest script (the entry itself is a small stub since the common chunks are
  // inlined into their readers): compression has something to work on.
  const scripts = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  if (scripts.length === 0) throw new Error('no script in the page');
  const sized = await Promise.all(scripts.map(async (url) => ({ url, bytes: (await app.inject(url)).rawPayload.length })));
  const entry = sized.sort((a, b) => b.bytes - a.bytes)[0]?.url ?? '';
  const plain = await app.inject(entry);
  t.equal(plain.statusCode, 200);
  t.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(plain.headers['content-type'], /javascript/);
  const br = await app.inject({ url: entry, headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.ok(Number(br.headers['content-length']) < Number(plain.headers['content-length']) / 2, 'brotli at least halves it');
  const gz = await app.inject({ url: entry, headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  const favicon = await app.inject('/favicon.svg');
  t.equal(favicon.statusCode, 200);
  t.equal(favicon.headers['cache-control'], 'public, max-age=3600');
  t.equal((await app.inject('/.vite/manifest.json')).statusCode, 302, 'the build manifest is not served');
});

t.test('pages are compressed for clients that accept it', async (t) => {
  const { app } = await startConsole(t);
  const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-encoding'], 'br');
  const gz = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
});

t.test('health and readiness', async (t) => {
  const { app, gateway } = await startConsole(t);
  t.same(JSON.parse((await app.inject('/healthz')).body), { status: 'ok' });
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 200);
  gateway.store.faults.failStatus = 500;
  const notReady = await app.inject('/readyz');
  t.equal(notReady.statusCode, 503);
});

t.test('logs are JSON with request ids; cookies, tokens and secret query values never appear', async (t) => {
  const { app, logs } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const sessionId = cookie.split('=')[1] ?? '';
  await app.inject({ url: '/dashboard', headers: { cookie, 'x-request-id': 'trace-1234567' } });
  await app.inject({ url: '/api/user/self', headers: { authorization: 'Bearer 1f3b8055e9369d62d9922cb1fb381f41' } });
  await app.inject({ url: '/user/reset?email=a%40b.c&token=super-secret-reset-token' });
  const lines = logs();
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // One access line per request, written when it was answered (server/logger.ts).
  const answered = entries.filter((e) => e.msg === 'request completed').map((e) => (e.req as { url?: string } | undefined)?.url ?? '');
  for (const path of ['/dashboard', '/api/user/self', '/user/reset']) {
    t.ok(
      answered.some((url) => url.startsWith(path)),
      `${path} has its access line`,
    );
  }
  t.ok(
    entries.some((e) => e.reqId === 'trace-1234567'),
    'an incoming X-Request-Id is kept',
  );
  t.ok(entries.every((e) => typeof e.level === 'number' && typeof e.time === 'number'));
  const all = lines.join('\n');
  t.notMatch(all, sessionId, 'the session id is not logged');
  t.notMatch(all, /1f3b8055e9369d62d9922cb1fb381f41/, 'the access token is not logged');
  t.notMatch(all, /super-secret-reset-token/, 'secret query values are not logged');
  t.match(all, /token=%5Bredacted%5D/);
});

t.test('guest pages are rendered once and served many times within the TTL', async (t) => {
  const { app, gateway } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '60000' } });
  const first = await app.inject('/');
  gateway.store.status.system_name = 'Renamed Gateway';
  const second = await app.inject('/');
  const strip = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/'nonce-[^']+'/g, '');
  t.equal(strip(second.body), strip(first.body), 'the same page for the next guest');
  t.not(first.body, second.body, 'but with a new nonce');
  const cookie = await sessionFor(app, 'demo');
  const signedIn = await app.inject({ url: '/', headers: { cookie } });
  t.match(signedIn.body, /Renamed Gateway/, 'signed-in users always get a fresh render');
});

t.test('passwords and access tokens going through the console never reach its logs', async (t) => {
  const { app, logs } = await startConsole(t);
  const password = 'Pw-ZebraQuartz42';
  const reg = await app.inject({ method: 'POST', url: '/api/user/register', payload: { username: 'logcheck', password } });
  t.equal(JSON.parse(reg.body).success, true);
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'logcheck', password } });
  const cookie = `session=${login.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
  const token = (
    JSON.parse((await app.inject({ url: '/api/user/token', headers: { cookie, 'x-client-id': 'test' } })).body) as { data: string }
  ).data;
  t.match(token, /^[0-9a-f]{32}$/);
  await app.inject({ url: '/dashboard', headers: { cookie: `console_access_token=${token}` } });
  await app.inject({ url: '/api/user/self', headers: { authorization: token } });
  const all = logs().join('\n');
  t.notMatch(all, password);
  t.notMatch(all, token);
  t.notMatch(all, cookie.split('=')[1] ?? 'never');
});

t.test('a gateway answer that breaks its schema is logged by path, status and issue paths, never its body (issue 9)', async (t) => {
  const token = 'leaked-4e1f9a7c2b8d6e0f3a5c7b9d1e2f4a6c';
  // A gateway whose /api/user/self answer has the token in a shape the console does not expect.
  const gateway = Fastify({ logger: false });
  gateway.get('/api/user/self', async () => ({
    success: true,
    message: '',
    data: { id: 'not-a-number', username: 'demo', access_token: { token }, role: 1 },
  }));
  gateway.get('/api/log/self', async () => ({
    success: true,
    message: '',
    data: { data: [{ id: 1, token_name: token }], page: 1, size: 100, total_count: 'x' },
  }));
  gateway.get('/api/*', async (_request, reply) => reply.code(404).send({ success: false, message: 'Invalid URL', data: { echo: token } }));
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => gateway.close());
  const { app, logs } = await startConsole(t, { gatewayUrl });
  const dashboard = await app.inject({ url: '/dashboard', headers: { cookie: 'session=some-session' } });
  t.equal(dashboard.statusCode, 302, 'an unreadable user is a guest');
  await app.inject({ url: '/export/logs.csv', headers: { cookie: 'session=some-session' } });
  await app.inject({ url: '/dashboard', headers: { authorization: `Bearer ${token}` } });
  const lines = logs();
  const all = lines.join('\n');
  t.notMatch(all, token, 'the token appears nowhere in the log');
  const warning = lines
    .map(
      (line) => JSON.parse(line) as { msg?: string; err?: { path?: string; status?: number; issues?: { path: string; code: string }[] } },
    )
    .find((entry) => entry.err?.path === '/api/user/self');
  t.ok(warning, 'the failed session check is logged');
  t.equal(warning?.err?.status, 200);
  t.same(
    warning?.err?.issues?.find((issue) => issue.path === 'access_token'),
    { path: 'access_token', code: 'invalid_type' },
    'with the issue paths and codes',
  );
});
