import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Log } from '#shared/api/schemas/log.ts';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

/** Header → column index of a parsed CSV. */
export function columnIndex(header: string[]): (name: string) => number {
  return (name) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${header.join(',')}`);
    return index;
  };
}

export function fakeLog(n: number): Log {
  return {
    id: 100_000 - n,
    user_id: 2,
    created_at: 1_750_000_000 - n,
    type: 2,
    content: `row ${n}`,
    username: 'admin',
    token_name: 'k',
    model_name: 'gpt-4o',
    quota: 10 + n,
    prompt_tokens: 1,
    completion_tokens: 1,
    channel_id: 1,
    request_time: 100,
    is_stream: false,
    source_ip: '127.0.0.1',
    metadata: null,
    channel: { id: 1, name: 'c' },
  };
}

export interface FakeGateway {
  url: string;
  app: FastifyInstance;
  /** Page numbers of the log list calls, in order. */
  pages: number[];
}

/**
 * A stand-in gateway answering who the caller is (the given admin user), `/api/status`, and
 * `/api/log/` from `page(n)` (a thrown error becomes a 500).
 */
export async function startFakeGateway(user: unknown, total: number, page: (n: number) => Log[]): Promise<FakeGateway> {
  // The console's fetch keeps connections alive; closing must not wait for them (72 s by default).
  const app = Fastify({ forceCloseConnections: true });
  const pages: number[] = [];
  app.get('/api/user/self', async () => ({ success: true, message: '', data: user }));
  app.get('/api/status', async () => ({ success: true, message: '', data: { quota_per_unit: 500000 } }));
  app.get<{ Querystring: { page?: string } }>('/api/log/', async (request, reply) => {
    const n = Number(request.query.page ?? 1);
    pages.push(n);
    try {
      return { success: true, message: '', data: { data: page(n), page: n, size: 100, total_count: total } };
    } catch {
      return reply.code(500).send({ success: false, message: 'database is on fire' });
    }
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, pages };
}

// Exporting 60,000 rows twice (console and double in this one process) takes a while.

/** Polls `check` until it holds (true) or 10 s pass (false): no fixed sleep to be too short. */
async function eventually(check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

t.setTimeout(240_000);

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The double's admin as `/api/user/self` has it, for the fake gateways to answer with. */
async function adminUser(): Promise<unknown> {
  const gateway = await buildMockGateway({ logger: false });
  try {
    const cookie = await signIn(gateway, 'admin');
    return ((await (await gateway.inject({ url: '/api/user/self', headers: { cookie } })).json()) as { data: unknown }).data;
  } finally {
    await gateway.close();
  }
}

interface ApiPage {
  data: { data: Log[]; total_count: number };
}

async function apiPage(base: string, cookie: string, path: string, query: Record<string, string | number>): Promise<ApiPage['data']> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${base}${path}?${qs.toString()}`, { headers: { cookie } });
  return ((await response.json()) as ApiPage).data;
}

async function exportCsv(base: string, cookie: string, query = ''): Promise<{ response: Response; records: string[][]; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/export/logs.csv?lng=en${query}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { response, records: parseCsv(text), ms: performance.now() - started };
}

/** The CSV row's values that must equal the API row's. */
interface Asserts {
  same(found: unknown, wanted: unknown, message: string): unknown;
  fail(message: string): unknown;
}

function same(t: Asserts, record: string[] | undefined, row: Log | undefined, col: (name: string) => number, label: string): void {
  if (!record || !row) {
    t.fail(`${label}: missing row`);
    return;
  }
  t.same(
    [
      record[col('Unix time')],
      record[col('Model')],
      record[col('Quota')],
      record[col('Input tokens')],
      record[col('Output tokens')],
      record[col('Key')],
    ],
    [String(row.created_at), row.model_name, String(row.quota), String(row.prompt_tokens), String(row.completion_tokens), row.token_name],
    label,
  );
}

t.test('an admin exports every seeded row, complete and in order, as the API pages them', async (t) => {
  const { app } = await startConsole(t);
  const base = await listen(app);
  const cookie = await sessionFor(app, 'admin');
  const first = await apiPage(base, cookie, '/api/log/', { page: 1, size: 100 });
  t.ok(first.total_count >= 50_000, `the double holds ${first.total_count} rows`);

  const rss = process.memoryUsage().rss;
  const { response, records, ms } = await exportCsv(base, cookie);
  t.comment(
    `export of ${first.total_count} rows took ${Math.round(ms)} ms (rss ${Math.round((process.memoryUsage().rss - rss) / 1e6)} MB more, the test holds the whole text)`,
  );
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
  t.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="logs-\d{8}-\d{6}\.csv"$/);
  t.equal(response.headers.get('x-total-count'), String(first.total_count));
  t.equal(response.headers.get('content-encoding'), null, 'not compressed (rows leave as written)');

  const [header = [], ...rows] = records;
  t.same(header, [
    'Time',
    'Unix time',
    'Type',
    'User',
    'Key',
    'Model',
    'Input tokens',
    'Output tokens',
    'Quota',
    'Cost (USD)',
    'Request time (ms)',
    'Stream',
    'Source IP',
    'Channel ID',
    'Channel',
    'Content',
  ]);
  t.equal(rows.length, first.total_count, 'row count = total_count');
  const col = columnIndex(header);
  let ordered = true;
  for (let i = 1; i < rows.length; i += 1)
    if (Number(rows[i]?.[col('Unix time')]) > Number(rows[i - 1]?.[col('Unix time')])) ordered = false;
  t.ok(ordered, 'created_at never increases');

  first.data.slice(0, 5).forEach((row, i) => same(t, rows[i], row, col, `first rows: ${i}`));
  const lastPageNo = Math.ceil(first.total_count / 100);
  const last = await apiPage(base, cookie, '/api/log/', { page: lastPageNo, size: 100 });
  const offset = (lastPageNo - 1) * 100;
  last.data.slice(-5).forEach((row, i) => same(t, rows[offset + last.data.length - 5 + i], row, col, `last rows: ${i}`));
  for (const pageNo of [2, 137, 250, 401]) {
    const page = await apiPage(base, cookie, '/api/log/', { page: pageNo, size: 100 });
    page.data.forEach((row, i) => {
      if (i % 33 === 0) same(t, rows[(pageNo - 1) * 100 + i], row, col, `page ${pageNo} row ${i}`);
    });
  }
  const sample = rows[0] ?? [];
  t.match(sample[col('Time')], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  t.ok(['yes', 'no'].includes(sample[col('Stream')] ?? ''));
});

t.test('filters apply; a user gets only their own rows', async (t) => {
  const { app } = await startConsole(t);
  const base = await listen(app);
  const admin = await sessionFor(app, 'admin');
  const sample = (await apiPage(base, admin, '/api/log/', { page: 1, size: 1, log_type: 2 })).data[0];
  const model = sample?.model_name ?? 'gpt-4o';
  const filtered = await apiPage(base, admin, '/api/log/', { page: 1, size: 100, log_type: 2, model_name: model });
  t.ok(filtered.total_count > 0, 'the filter matches rows, so the checks below check something');
  const { records } = await exportCsv(base, admin, `&log_type=2&model_name=${encodeURIComponent(model)}`);
  const [header = [], ...rows] = records;
  const col = columnIndex(header);
  t.equal(rows.length, filtered.total_count, `${model} consume rows: ${filtered.total_count}`);
  t.ok(
    rows.every((r) => r[col('Model')] === model && r[col('Type')] === 'Consume'),
    'every row has the model and the type',
  );
  filtered.data.slice(0, 3).forEach((row, i) => same(t, rows[i], row, col, `filtered row ${i}`));

  const demo = await sessionFor(app, 'demo');
  const own = await apiPage(base, demo, '/api/log/self', { page: 1, size: 100 });
  // An admin-only filter from a common user is ignored, not obeyed.
  const mine = await exportCsv(base, demo, '&username=admin&channel_id=1');
  const [ownHeader = [], ...ownRows] = mine.records;
  t.notOk(ownHeader.includes('User') || ownHeader.includes('Channel'), 'no user or channel columns for a common user');
  t.equal(ownRows.length, own.total_count, `demo's rows: ${own.total_count}`);
  const adminTotal = (await apiPage(base, admin, '/api/log/', { page: 1, size: 1 })).total_count;
  t.ok(own.total_count > 0 && own.total_count < adminTotal, 'a subset of all rows');
  own.data.slice(0, 5).forEach((row, i) => same(t, ownRows[i], row, columnIndex(ownHeader), `own row ${i}`));

  // The jwt sign-in method: the access token as Authorization, or its cookie mirror.
  const token = '1f3b8055e9369d62d9922cb1fb381f41';
  const bearer = await fetch(`${base}/export/logs.csv?log_type=1`, { headers: { authorization: `Bearer ${token}` } });
  const topups = await apiPage(base, demo, '/api/log/self', { page: 1, size: 1, log_type: 1 });
  t.equal(bearer.status, 200);
  t.equal(parseCsv(await bearer.text()).length - 1, topups.total_count, 'Authorization works');
  const mirrored = await fetch(`${base}/export/logs.csv?log_type=1`, { headers: { cookie: `console_access_token=${token}` } });
  t.equal(parseCsv(await mirrored.text()).length - 1, topups.total_count, 'the token cookie mirror works');
});

t.test('401 without a session, 502 when the gateway is down or its log list fails', async (t) => {
  const { app, gateway } = await startConsole(t);
  const base = await listen(app);
  const anonymous = await fetch(`${base}/export/logs.csv`);
  t.equal(anonymous.status, 401);
  t.same(await anonymous.json(), { success: false, message: 'Sign in to export logs.' });
  const stale = await fetch(`${base}/export/logs.csv`, { headers: { cookie: 'session=not-a-session' } });
  t.equal(stale.status, 401, 'an unknown session is not signed in');

  const cookie = await sessionFor(app, 'admin');
  gateway.store.faults.failPaths = ['/api/log/'];
  const failing = await fetch(`${base}/export/logs.csv`, { headers: { cookie } });
  t.equal(failing.status, 502);
  const body = (await failing.json()) as { success: boolean; message: string };
  t.equal(body.success, false);
  t.match(body.message, /^The gateway's log list failed: /);
  delete gateway.store.faults.failPaths;

  const down = await startConsole(t, { gatewayUrl: `http://127.0.0.1:${await closedPort()}` });
  const downBase = await listen(down.app);
  const unreachable = await fetch(`${downBase}/export/logs.csv`, { headers: { cookie } });
  t.equal(unreachable.status, 502);
  t.same(await unreachable.json(), { success: false, message: 'The gateway cannot be reached right now.' });
});

t.test('a gateway failing mid-stream aborts the download; one ignoring `page` does not loop', async (t) => {
  const user = await adminUser();

  const failing = await startFakeGateway(user, 1000, (n) => {
    if (n >= 3) throw new Error('fail');
    return Array.from({ length: 100 }, (_, i) => fakeLog((n - 1) * 100 + i));
  });
  t.teardown(() => failing.app.close());
  const consoleA = await startConsole(t, { gatewayUrl: failing.url });
  const baseA = await listen(consoleA.app);
  const response = await fetch(`${baseA}/export/logs.csv`, { headers: { cookie: 'session=x' } });
  t.equal(response.status, 200, 'the first page arrived, so the download started');
  await t.rejects(response.text(), 'reading the body fails instead of ending as a short file');
  t.same(failing.pages, [1, 2, 3]);
  t.ok(await eventually(() => consoleA.logs().some((line) => line.includes('log export failed mid-stream'))), 'the failure is logged');
  t.notOk(
    consoleA.logs().some((line) => line.includes('session=x')),
    'the cookie is not logged',
  );

  const stuck = await startFakeGateway(user, 5000, () => Array.from({ length: 100 }, (_, i) => fakeLog(i)));
  t.teardown(() => stuck.app.close());
  const consoleB = await startConsole(t, { gatewayUrl: stuck.url });
  const { records } = await exportCsv(await listen(consoleB.app), 'session=x');
  t.equal(records.length - 1, 100, 'page 1 once, then it stops');
  t.same(stuck.pages, [1, 2]);
});

t.test('a cancelled download stops the paging', async (t) => {
  const user = await adminUser();
  const slow = await startFakeGateway(user, 1_000_000, (n) => Array.from({ length: 100 }, (_, i) => fakeLog((n - 1) * 100 + i)));
  t.teardown(() => slow.app.close());
  const { app } = await startConsole(t, { gatewayUrl: slow.url });
  const base = await listen(app);
  const aborter = new AbortController();
  const response = await fetch(`${base}/export/logs.csv`, { headers: { cookie: 'session=x' }, signal: aborter.signal });
  const reader = response.body?.getReader();
  await reader?.read();
  aborter.abort();
  // However loaded the machine, the paging must come to rest: wait for a quiet 300 ms, then
  // check it stays at rest for another 300 ms.
  t.ok(
    await eventually(async () => {
      const before = slow.pages.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return slow.pages.length === before;
    }),
    'the paging stops',
  );
  const seen = slow.pages.length;
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(slow.pages.length, seen, `no more pages after the cancel (${seen} fetched of 10,000)`);
  t.ok(seen < 200, 'paging followed the download, not ahead of it');
});
