import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { parseCsv } from '#tests/helpers/csv.ts';
import { startConsoleProcess } from '#tests/helpers/console-process.ts';
import type { ConsoleProcess } from '#tests/helpers/console-process.ts';
import { startNginx } from '#tests/helpers/nginx.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { startRequestLoad } from '#tests/helpers/request-load.ts';
import type { LoadRequest, LoadResult } from '#tests/helpers/request-load.ts';
import { holdStreamsAfterFirstChunk } from '#tests/helpers/stream-gate.ts';

// Two console processes (the production build) behind Debian's nginx, one gateway double, one
// PostgreSQL store:
// nothing a request needs lives in one replica only (ARCHITECTURE.md "Replicas: what each
// keeps"), and a replica stopped under load drains without a failed request.
// REPLICAS_BASE_PORT=N puts nginx on N and the replicas on N+1, N+2 (else free ports).

const BASE_PORT = Number(process.env.REPLICAS_BASE_PORT ?? 0);
const CLIENTS = 4;
const MODEL = 'gpt-4o';

/** A port nothing listens on now (nginx needs one in its configuration before it starts). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Several replicas need a shared store: PostgreSQL, this test's own (README "The console's store").
const postgres = await startPostgres(t);
const databaseUrl = await postgres.createDatabase('replicas');

const gateway = await buildMockGateway({ criticalRateLimit: false });
const streamGate = holdStreamsAfterFirstChunk(gateway, (path) => path === '/v1/chat/completions');
const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
t.teardown(async () => {
  gateway.server.closeAllConnections();
  await gateway.close();
});

const nginxPort = BASE_PORT || (await freePort());
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
// one-hub's ServerAddress is the public origin: nginx's, not a replica's.
gateway.store.status.server_address = nginxOrigin;
const replicaEnv = (port: number) => ({
  GATEWAY_URL: gatewayUrl,
  PORT: String(port),
  PUBLIC_URL: nginxOrigin,
  TRUST_PROXY: 'loopback',
  // Info: the drain's "shutting down" line is what the test waits on.
  LOG_LEVEL: 'info',
  // The test, not a timer, decides when the held completion ends.
  SHUTDOWN_TIMEOUT_MS: '600000',
  DATABASE_URL: databaseUrl,
  REPLICAS: '2',
  GATEWAY_ADMIN_TOKEN: seedAccessToken('admin'),
});
const replicas: ConsoleProcess[] = [];
for (const offset of [1, 2]) replicas.push(await startConsoleProcess(t, replicaEnv(BASE_PORT ? BASE_PORT + offset : 0)));
const addressOf = (replica: ConsoleProcess) => new URL(replica.url).host;
const nginx = await startNginx(t, {
  listen: `127.0.0.1:${nginxPort}`,
  upstreams: replicas.map(addressOf),
  // Which replica answered, and what each one tried answered (the test's view, not the sample's).
  extra: ['add_header X-Upstream $upstream_addr always;', 'add_header X-Upstream-Status $upstream_status always;'],
});

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** A call as the browser's API client makes it on the console's origin. */
function call(base: string, path: string, init: { method?: string; cookie?: string; authorization?: string; body?: unknown } = {}) {
  // As the console's API client calls: from its origin, with its client id.
  const headers: Record<string, string> = { origin: nginxOrigin, 'x-client-id': 'replicas-test' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.authorization) headers.authorization = init.authorization;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    redirect: 'manual',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function envelope<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** Signs in with the password through `base`; the gateway's session cookie. */
async function signIn(base: string, username: string): Promise<string> {
  const response = await call(base, '/api/user/login', { method: 'POST', body: { username, password: '123456' } });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!session) throw new Error(`sign-in through ${base} failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0] ?? '';
}

/** Creates a key named `name` through `base` and returns it as the relay takes it (`sk-…`). */
async function createKey(base: string, cookie: string, name: string): Promise<string> {
  const body = { name, remain_quota: 0, unlimited_quota: true, expired_time: -1, group: '', backup_group: '' };
  const created = await envelope(await call(base, '/api/token/', { method: 'POST', cookie, body }));
  if (!created.success) throw new Error(`key creation failed: ${created.message}`);
  const list = await envelope<{ data: { name: string; key: string }[] }>(
    await call(base, `/api/token/?p=1&size=10&keyword=${encodeURIComponent(name)}`, { cookie }),
  );
  const key = list.data.data.find((row) => row.name === name)?.key;
  if (!key) throw new Error(`key ${name} not listed`);
  return `sk-${key}`;
}

t.test('a session made through one replica works on the other: pages, keys, the log export, sign-out', async (t) => {
  const [a, b] = replicas;
  if (!a || !b) throw new Error('two replicas expected');
  const cookie = await signIn(a.url, 'demo');

  const dashboard = await call(b.url, '/dashboard', { cookie });
  t.equal(dashboard.status, 200, 'replica B renders the dashboard for the session replica A opened');
  t.match(await dashboard.text(), /"username":"demo"/, 'as the signed-in user');

  const name = `replica-key-${Date.now()}`;
  const key = await createKey(b.url, cookie, name);
  t.match(key, /^sk-\w{48}$/, 'replica B creates and lists a key of the session');
  const keyPage = await call(b.url, '/dashboard/key', { cookie });
  t.equal(keyPage.status, 200);
  t.match(await keyPage.text(), name, 'the Keys page rendered by replica B lists it');

  // The console's own state is the shared store's: a budget set through A is B's too.
  const keys = await envelope<{ data: { id: number; name: string }[] }>(await call(a.url, `/api/token/?keyword=${name}`, { cookie }));
  const keyId = keys.data.data.find((row) => row.name === name)?.id ?? 0;
  const budget = { period: 'day', amount: 5_000_000, time_zone: 'Asia/Hong_Kong' };
  const set = await envelope(await call(a.url, `/console-api/budgets/${keyId}`, { method: 'PUT', cookie, body: budget }));
  t.ok(set.success, 'a budget set through replica A');
  const seen = await envelope<{ budgets: { token_id: number; amount: number }[] }>(
    await call(b.url, '/console-api/budgets/self', { cookie }),
  );
  t.match(seen.data.budgets, [{ token_id: keyId, amount: 5_000_000 }], 'is read through replica B');

  const completion = await call(a.url, '/v1/chat/completions', {
    method: 'POST',
    authorization: `Bearer ${key}`,
    body: { model: MODEL, messages: [{ role: 'user', content: 'Hello from replica A' }] },
  });
  t.equal(completion.status, 200, 'the key works on the relay through replica A');
  await completion.arrayBuffer();

  const exported = await call(b.url, `/export/logs.csv?lng=en&token_name=${encodeURIComponent(name)}`, { cookie });
  t.equal(exported.status, 200, 'replica B exports the logs of the session');
  t.match(exported.headers.get('content-type'), /^text\/csv/);
  const rows = parseCsv(await exported.text());
  t.ok(
    rows.slice(1).some((row) => row.includes(name) && row.includes(MODEL)),
    'with the call just made through replica A',
  );

  // The jwt method: the token is fetched through one replica and used on the other.
  const token = await envelope<string>(await call(a.url, '/api/user/token', { cookie }));
  t.ok(token.success, 'replica A hands out an access token');
  const bearerKeys = await envelope<{ data: { name: string }[] }>(
    await call(b.url, '/api/token/?p=1&size=10', { authorization: `Bearer ${token.data}` }),
  );
  t.ok(
    bearerKeys.data.data.some((row) => row.name === name),
    'replica B answers /api with that access token',
  );
  const mirrored = await call(b.url, '/dashboard/key', { cookie: `console_access_token=${token.data}` });
  t.equal(mirrored.status, 200, "replica B renders a page for the token's cookie mirror");
  t.match(await mirrored.text(), name);

  const signOut = await envelope(await call(b.url, '/api/user/logout', { cookie }));
  t.ok(signOut.success, 'signing out through replica B');
  const afterSignOut = await call(a.url, '/dashboard', { cookie });
  t.equal(afterSignOut.status, 302, 'ends the session on replica A too');
  t.match(afterSignOut.headers.get('location'), /^\/login/);
});

/** The replica that gave the answer (the last address nginx tried). */
const answeredBy = (result: LoadResult) => result.upstream.split(', ').at(-1) ?? '';

t.test('a replica stopped under load finishes its streamed completion, no request fails, and it is back after a start', async (t) => {
  const cookie = await signIn(nginxOrigin, 'demo');
  const key = await createKey(nginxOrigin, cookie, `drain-key-${Date.now()}`);
  const asset = /\/assets\/[\w.-]+\.js/.exec(await (await call(nginxOrigin, '/login')).text())?.[0];
  if (!asset) throw new Error('the sign-in page names no script');
  const plan: LoadRequest[] = [
    { path: asset, status: 200 },
    { path: '/', status: 200 },
    { path: '/login', status: 200 },
    { path: '/dashboard', headers: { cookie }, status: 200 },
    { path: '/dashboard/key', headers: { cookie }, status: 200 },
    { path: '/api/status', status: 200 },
    { path: '/api/user/self', headers: { cookie }, status: 200 },
    { path: '/api/token/?p=1&size=10', headers: { cookie }, status: 200 },
    { path: '/locales/en/common.json', status: 200 },
  ];
  const load = startRequestLoad(nginxOrigin, plan, CLIENTS);
  const servedBy = (address: string, from = 0, to = Infinity) =>
    load.results.slice(from, to).filter((result) => answeredBy(result) === address).length;
  await load.until(() => replicas.every((replica) => servedBy(addressOf(replica)) >= 3));

  // The completion starts (its first chunk is read) before the SIGTERM of the replica serving it.
  const stream = await call(nginxOrigin, '/v1/chat/completions', {
    method: 'POST',
    authorization: `Bearer ${key}`,
    body: { model: MODEL, stream: true, messages: [{ role: 'user', content: 'Stream through the drain' }] },
  });
  t.equal(stream.status, 200);
  const draining = replicas.find((replica) => addressOf(replica) === stream.headers.get('x-upstream'));
  if (!draining || !stream.body) throw new Error(`the stream came from no known replica: ${stream.headers.get('x-upstream')}`);
  const address = addressOf(draining);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  const first = await reader.read();
  let streamed = decoder.decode(first.value, { stream: true });
  t.match(streamed, /^data: /, 'the completion has started streaming');

  draining.child.kill('SIGTERM');
  await draining.untilOutput(/shutting down: finishing in-flight requests/);
  const signalledAt = load.results.length;
  // The load goes on through the drain: the other replica takes it.
  await load.until((results) => results.length >= signalledAt + 40);

  streamGate.open();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) streamed += decoder.decode(chunk.value, { stream: true });
  t.match(streamed, /data: \[DONE\]\n\n$/, 'the completion started on the draining replica streamed to its end');
  t.equal(await draining.exited, 0, 'the drained replica exits 0');
  const exitedAt = load.results.length;
  await load.until((results) => results.length >= exitedAt + 40);

  const restarted = await startConsoleProcess(t, replicaEnv(Number(new URL(draining.url).port)));
  const restartedAt = load.results.length;
  await load.until(() => servedBy(address, restartedAt) >= 3);
  await load.stop();

  const retried = load.results.filter((result) => result.upstream.includes(','));
  t.comment(
    `${load.results.length} requests through nginx by ${CLIENTS} clients: ${load.failures.length} failed; ` +
      `${servedBy(address, signalledAt, exitedAt)} answered by the draining replica once draining (in flight, or on a kept-alive connection), ` +
      `${retried.length} moved on by nginx (${retried.map((r) => r.upstreamStatus).join(' | ') || 'none'}), ` +
      `${servedBy(address, restartedAt)} answered by the restarted replica`,
  );
  // What nginx met at the replica it left: refused connections (the replica no longer
  // listening), or a kept-alive connection dropped under a request it had just written (HTTP/1.1's
  // race at the drain's start: retried, as a GET, on the other replica).
  const upstreamErrors = nginx
    .errorLog()
    .split('\n')
    .filter((line) => line.includes('[error]') && line.includes('upstream'));
  const dropped = upstreamErrors.filter((line) => !line.includes('Connection refused'));
  t.comment(
    `nginx error log: ${upstreamErrors.length - dropped.length} refused connections, ${dropped.length} dropped kept-alive connections`,
  );
  for (const line of dropped) t.comment(line);
  t.same(load.failures, [], 'no request failed');
  t.same(
    load.results.filter((result) => /503/.test(result.upstreamStatus)),
    [],
    'the draining replica turned nothing away (nginx had no 503 to hide)',
  );
  t.ok(servedBy(addressOf(restarted), restartedAt) >= 3, 'the restarted replica takes traffic again');
});
