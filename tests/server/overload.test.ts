import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { LOG_EXPORT_PATH } from '#shared/logs/log-query.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { ConsoleOptions, Teardown } from '#tests/helpers/console.ts';
import { gateRequests } from '#tests/helpers/gate.ts';
import type { Gate } from '#tests/helpers/gate.ts';

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Resolves once `count` of `promises` have settled, with the settled values so far. */
function firstSettled<T>(promises: Promise<T>[], count: number): Promise<T[]> {
  const done: T[] = [];
  return new Promise((resolve, reject) => {
    for (const promise of promises) {
      promise.then((value) => {
        done.push(value);
        if (done.length === count) resolve([...done]);
      }, reject);
    }
  });
}

/**
 * Waits (one event-loop turn at a time) until the console's own counters say so. Only used
 * where the console learns of a client's departure from its socket, which has no reply to await.
 */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > 10_000) throw new Error('condition never became true');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

interface Setup {
  app: FastifyInstance;
  /** The console's JSON log lines so far. */
  logs: () => string[];
  url: string;
  gate: Gate;
  cookie: string;
}

/**
 * The console listening on a loopback port with a tiny render cap, in front of a double whose
 * answers to `held` wait for the test to open the gate.
 */
async function setUp(t: Teardown, env: Record<string, string>, held: (url: URL) => boolean, options: ConsoleOptions = {}): Promise<Setup> {
  let gate: Gate | undefined;
  const { app, logs } = await startConsole(t, {
    ...options,
    // Held calls stay held until the test opens the gate: the gateway-call and render timeouts
    // (3 s and 10 s by default) must not end them on a slow machine (tests that want a timeout
    // set their own).
    env: { QUEUE_TIMEOUT_MS: '600000', SESSION_TIMEOUT_MS: '600000', RENDER_TIMEOUT_MS: '600000', ...env },
    prepareGateway: (gateway) => (gate = gateRequests(gateway, held)),
  });
  if (!gate) throw new Error('the gate was not installed');
  // Teardowns run last-registered first: the gate opens before the console and double close,
  // so no held request keeps them waiting.
  t.teardown(() => gate?.open());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, logs, url, gate, cookie: await sessionFor(app, 'demo') };
}

// Each test starts a console and a seeded double; on a shared 2-core machine that takes a while.
t.setTimeout(180_000);

const overviewCalls = (url: URL) => url.pathname === '/api/user/dashboard';

function styleHash(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}

t.test('with 1 render slot and 1 place in line, 5 signed-in renders get 2 × 200 and 3 × 503 (a page)', async (t) => {
  // The guest page must stay cached for the whole test, however slowly the machine runs it.
  const { app, url, gate, cookie } = await setUp(
    t,
    { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_SIZE: '1', PAGE_CACHE_TTL_MS: '3600000' },
    overviewCalls,
  );
  const guestPage = await get(`${url}/login`);
  t.equal(guestPage.status, 200, 'a guest page, rendered once and cached');

  const renders = Array.from({ length: 5 }, () => get(`${url}/dashboard`, { cookie }));
  const shed = await firstSettled(renders, 3);
  await gate.untilHeld(1);
  t.same(
    shed.map((a) => a.status),
    [503, 503, 503],
    'the three beyond the slot and the line are shed at once',
  );
  t.same([app.loadShedding.renders.active, app.loadShedding.renders.queued], [1, 1], 'one renders, one waits');
  for (const answer of shed) {
    t.equal(answer.headers.get('retry-after'), '5', 'Retry-After');
    t.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8', 'an HTML page for the browser');
    t.equal(answer.headers.get('cache-control'), 'no-store');
    t.match(answer.body, /^<!doctype html>\n<html lang="zh-CN">/, 'in the default language');
    t.match(answer.body, /服务繁忙/);
    t.notMatch(answer.body, /<script|\bat .*\.(?:ts|js):\d+/, 'no script, no stack trace');
    const csp = answer.headers.get('content-security-policy') ?? '';
    t.match(csp, /default-src 'none'/, 'its own strict policy');
    t.ok(csp.includes(styleHash(answer.body)), 'which allows its one inline style by hash');
  }

  await t.test('while every slot is taken', async (t) => {
    t.equal((await get(`${url}/healthz`)).status, 200, '/healthz answers');
    t.equal((await get(`${url}/api/status`)).status, 200, '/api/status answers through the proxy');
    const cached = await get(`${url}/login`);
    t.equal(cached.status, 200, 'a cached guest page still answers: a cache hit costs no slot');
    t.match(cached.body, /<div id="root">|<body/);
    const cacheBuster = await get(`${url}/?cb=1`);
    t.equal(cacheBuster.status, 503, 'an uncacheable guest render (?cb=) is shed');
    const junkCookie = await get(`${url}/`, { cookie: 'session=junk' });
    t.equal(junkCookie.status, 503, 'so is a render for a junk session cookie');
    const english = await get(`${url}/?cb=2`, { 'accept-language': 'en-GB,en;q=0.9' });
    t.match(english.body, /<html lang="en">[\s\S]*Busy right now/, "the busy page follows the request's language (en)");
    const hongKong = await get(`${url}/?cb=3`, { cookie: 'i18next=zh-HK' });
    t.match(hongKong.body, /<html lang="zh-HK">[\s\S]*服務繁忙/, 'and zh-HK, in Traditional characters');
  });

  gate.open();
  const all = await Promise.all(renders);
  const statuses = all.map((a) => a.status).sort();
  t.same(statuses, [200, 200, 503, 503, 503], 'the held render and the waiting one finish with 200');
  t.same([app.loadShedding.renders.active, app.loadShedding.renders.queued], [0, 0], 'every slot is back');
});

t.test('a client that drops a render it started stops it, and the slot comes back once it has stopped', async (t) => {
  // Render and gateway-call timeouts far beyond the wait below: only the client's leaving can
  // end the render.
  const { app, logs, url, gate, cookie } = await setUp(
    t,
    { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_SIZE: '0', RENDER_TIMEOUT_MS: '120000', SESSION_TIMEOUT_MS: '120000' },
    overviewCalls,
  );
  const client = new AbortController();
  const dropped = fetch(`${url}/dashboard`, { headers: { cookie }, signal: client.signal }).catch(() => 'aborted');
  await gate.untilHeld(1);
  t.equal(app.loadShedding.renders.active, 1, 'the render holds the slot while the gateway is held');
  client.abort();
  t.equal(await dropped, 'aborted');
  // The gate stays closed: the render's gateway call is cancelled, not left to the timeout.
  await until(() => gate.cancelled === 1);
  t.equal(gate.cancelled, 1, "the render's gateway call was cancelled with its client");
  await until(() => app.loadShedding.renders.active === 0);
  t.equal(app.loadShedding.renders.active, 0, 'the slot is free long before the render timeout');
  // Leaving is the client's choice, not the console's fault: an info line, no error for an
  // operator's alerts (React reports the abort through its onError too).
  // The log is a stream: wait for the info line (written after any error line would be).
  const lines = () => logs().map((line) => JSON.parse(line) as { level: number; msg: string });
  const leftLine = (line: { level: number; msg: string }) => line.level === 30 && line.msg === 'page render stopped: the client left';
  await until(() => lines().some(leftLine));
  t.same(
    lines().filter((line) => line.level >= 50),
    [],
    'nothing is logged as an error',
  );
  t.ok(lines().some(leftLine), 'an info line says the client left');

  gate.open();
  t.equal((await get(`${url}/dashboard`, { cookie })).status, 200, 'the next render gets the slot');
  t.equal(app.loadShedding.renders.active, 0, 'and released exactly once');
});

t.test('a client that leaves before its render is admitted (during the session check) never holds a slot', async (t) => {
  // The session check is held; the client leaves while it waits. Once the gate opens, the
  // request reaches the render limiter with its response already closed: admitting it then
  // would take a slot that no `close` event could give back, and four such requests would
  // leave the console answering every page with 503 for good.
  const sessionCalls = (url: URL) => url.pathname === '/api/user/self';
  const { app, url, gate, cookie } = await setUp(t, { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_SIZE: '0' }, sessionCalls);
  const client = new AbortController();
  const dropped = fetch(`${url}/dashboard`, { headers: { cookie }, signal: client.signal }).catch(() => 'aborted');
  await gate.untilHeld(1);
  client.abort();
  t.equal(await dropped, 'aborted');
  // The console has seen the client go (its only connection is closed) before the session
  // check answers.
  let connections = 1;
  await until(() => {
    app.server.getConnections((_error, count) => (connections = count));
    return connections === 0;
  });
  gate.open();
  await until(() => gate.held === 0);
  const next = await get(`${url}/dashboard`, { cookie });
  t.equal(next.status, 200, 'the next visitor is rendered, not shed');
  t.same([app.loadShedding.renders.active, app.loadShedding.renders.queued], [0, 0], 'no slot stays taken');
});

t.test('a client that leaves the line gives its place to the next', async (t) => {
  const { app, url, gate, cookie } = await setUp(t, { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_SIZE: '1' }, overviewCalls);
  const holder = get(`${url}/dashboard`, { cookie });
  await gate.untilHeld(1);
  const client = new AbortController();
  const leaving = fetch(`${url}/dashboard`, { headers: { cookie }, signal: client.signal }).catch(() => 'aborted');
  await until(() => app.loadShedding.renders.queued === 1);
  client.abort();
  t.equal(await leaving, 'aborted');
  await until(() => app.loadShedding.renders.queued === 0);
  const next = get(`${url}/dashboard`, { cookie });
  await until(() => app.loadShedding.renders.queued === 1);
  t.equal((await get(`${url}/dashboard`, { cookie })).status, 503, 'the line holds one again: the next one beyond it is shed');
  gate.open();
  t.equal((await holder).status, 200);
  t.equal((await next).status, 200, 'the one that took the free place is served');
  t.same([app.loadShedding.renders.active, app.loadShedding.renders.queued], [0, 0]);
});

t.test('a render that times out gives its slot back exactly once', async (t) => {
  // The gate is never opened here: every render hangs until RENDER_TIMEOUT_MS aborts it.
  const { app, url, cookie } = await setUp(
    t,
    { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_SIZE: '0', RENDER_TIMEOUT_MS: '200' },
    overviewCalls,
  );
  const first = await get(`${url}/dashboard`, { cookie });
  t.not(first.status, 503, 'the render ran (and was cut by its timeout)');
  t.notMatch(first.body, /\bat .*\.(?:ts|js):\d+/, 'no stack trace');
  // A second release would leave the count at -1 and let two renders run at once.
  await until(() => app.loadShedding.renders.active === 0);
  const second = await get(`${url}/dashboard`, { cookie });
  t.not(second.status, 503, 'the slot is free again');
  await until(() => app.loadShedding.renders.active === 0);
  t.equal(app.loadShedding.renders.active, 0, 'and given back once more, not twice');
});

t.test('log exports: one stream at a time, the next one gets the envelope with 503, a cancelled download frees the slot', async (t) => {
  // The export's second page is held, so the download is mid-stream: headers and the first rows sent.
  const secondPage = (url: URL) => url.pathname === '/api/log/self' && url.searchParams.get('page') === '2';
  const { app, url, gate, cookie } = await setUp(t, { MAX_CONCURRENT_EXPORTS: '1', EXPORT_QUEUE_SIZE: '0' }, secondPage);
  const download = new AbortController();
  const first = await fetch(`${url}${LOG_EXPORT_PATH}`, { headers: { cookie }, signal: download.signal });
  t.equal(first.status, 200);
  const reader = first.body?.getReader();
  t.ok((await reader?.read())?.value?.byteLength, 'the first rows arrived');
  await gate.untilHeld(1);

  const second = await fetch(`${url}${LOG_EXPORT_PATH}`, { headers: { cookie } });
  t.equal(second.status, 503);
  t.equal(second.headers.get('retry-after'), '30', 'Retry-After');
  t.match(second.headers.get('content-type'), /^application\/json/);
  const envelope = (await second.json()) as { success: boolean; message: string };
  t.equal(envelope.success, false, 'the envelope');
  t.match(envelope.message, /busy/i);
  t.equal((await get(`${url}/dashboard`, { cookie: `${cookie}` })).status, 200, 'pages have their own slots');

  download.abort();
  await until(() => app.loadShedding.exports.active === 0);
  const third = await fetch(`${url}${LOG_EXPORT_PATH}`, { headers: { cookie } });
  t.equal(third.status, 200, 'the cancelled download gave its slot back');
  const thirdReader = third.body?.getReader();
  await thirdReader?.read();
  const fourth = await fetch(`${url}${LOG_EXPORT_PATH}`, { headers: { cookie } });
  t.equal(fourth.status, 503, 'exactly once: the third download holds the only slot');
  await fourth.arrayBuffer();
  gate.open();
  while (!(await thirdReader?.read())?.done) {
    // the rest of the download
  }
  await until(() => app.loadShedding.exports.active === 0);
  t.pass('the finished download gave its slot back');
});
