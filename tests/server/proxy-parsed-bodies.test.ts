import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { PARSED_BODIES_BUSY, PARSED_BODY_TOO_LARGE } from '#server/plugins/proxy/parsed-body.ts';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';
import { chunk, openSocket, rawRequest } from '#tests/helpers/raw-http.ts';
import type { RawResponse } from '#tests/helpers/raw-http.ts';

/*
 * Issue 32, item 2, at a small scale (the bench runs 8 parallel 30 MB bodies): the edits whose
 * stored secrets the console fills in (`PUT /api/channel/`, `PUT /api/payment/`) used to be read
 * and parsed whole, up to PROXY_BODY_LIMIT_MB, for anyone. Now a declared length over
 * PROXY_PARSED_BODY_LIMIT_MB is refused before a byte is read, a caller without the gateway's
 * credentials or not an admin has the body streamed on unread, an admin's is read only up to the
 * limit, and all bodies being read share PROXY_PARSED_BODIES_MB (503 beyond it).
 */

interface Seen {
  method: string;
  path: string;
  bytes: number;
}

interface SavedEdit {
  models?: string;
  key?: string;
}

/** A gateway that knows `session=root` (an admin) and `session=user`, and takes channel edits as they stream. */
async function standIn(t: Teardown) {
  const seen: Seen[] = [];
  const saved: SavedEdit[] = [];
  let checks = 0;
  const checkWaiters: { count: number; resolve: () => void }[] = [];
  /** Resolves once the gateway has been asked `count` times who is calling. */
  const sessionChecks = (count: number) =>
    new Promise<void>((resolve) => (checks >= count ? resolve() : checkWaiters.push({ count, resolve })));
  let firstEditByte: () => void = () => undefined;
  const editStarted = new Promise<void>((resolve) => (firstEditByte = resolve));
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const answer = (data: unknown, success = true) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success, message: success ? '' : '无权进行此操作，未登录且未提供 access token', data }));
    };
    let bytes = 0;
    const body: Buffer[] = [];
    request.on('data', (data: Buffer) => {
      if (bytes === 0 && request.method === 'PUT') firstEditByte();
      bytes += data.length;
      // Kept only while small enough to be an edit one-hub would store.
      if (bytes <= 2 * 1024 * 1024) body.push(data);
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path, bytes });
      if (request.method === 'PUT' && bytes <= 2 * 1024 * 1024) saved.push(JSON.parse(Buffer.concat(body).toString('utf8')) as SavedEdit);
      const cookie = request.headers.cookie ?? '';
      if (path === '/api/user/self') {
        checks++;
        for (const waiter of checkWaiters.filter((w) => w.count <= checks)) waiter.resolve();
        if (cookie.includes('session=root')) answer({ id: 1, username: 'root', role: 100 });
        else if (cookie.includes('session=user')) answer({ id: 2, username: 'user', role: 1 });
        else answer(null, false);
      } else if (path === '/api/channel/3') answer({ id: 3, name: 'c', models: 'gpt-4o', key: 'sk-stored' });
      else answer({ bytes });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, saved, editStarted, sessionChecks };
}

/** A channel edit of about `size` bytes: valid JSON, a whole-record edit without its key. */
function edit(size: number): Buffer {
  const head = '{"id":3,"name":"c","models":"';
  return Buffer.from(`${head}${'m'.repeat(Math.max(0, size - head.length - 2))}"}`);
}

const MB = 1024 * 1024;

async function setUp(t: Teardown, env: Record<string, string> = {}) {
  const gateway = await standIn(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, env });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const head = (lines: string[]) =>
    ['PUT /api/channel/ HTTP/1.1', `Host: ${new URL(base).host}`, 'Connection: close', 'Content-Type: application/json', ...lines].join(
      '\n',
    );
  const declared = (body: Buffer, cookie?: string): Promise<RawResponse> =>
    rawRequest(base, head([`Content-Length: ${body.length}`, ...(cookie ? [`Cookie: ${cookie}`] : [])]), [body]);
  const chunked = (body: Buffer, cookie?: string): Promise<RawResponse> =>
    rawRequest(base, head(['Transfer-Encoding: chunked', ...(cookie ? [`Cookie: ${cookie}`] : [])]), [chunk(body), chunk('')]);
  return { gateway, base, head, declared, chunked };
}

const edits = (seen: Seen[]) => seen.filter((call) => call.method === 'PUT');

t.test('a declared edit over PROXY_PARSED_BODY_LIMIT_MB is refused before it is read, whoever sends it', async (t) => {
  const { gateway, declared } = await setUp(t);
  for (const cookie of [undefined, 'session=root']) {
    const answer = await declared(edit(3 * MB), cookie);
    t.equal(answer.status, 413, `${cookie ?? 'no cookie'}: 413`);
    t.match(answer.body, PARSED_BODY_TOO_LARGE);
  }
  t.same(gateway.seen, [], 'the gateway was not even asked who it is');
});

t.test('without the gateway’s credentials the edit streams on unread: the gateway has bytes before the client sent them all', async (t) => {
  const { gateway, base, head } = await setUp(t);
  const socket = await openSocket(base);
  const received: Buffer[] = [];
  socket.on('data', (data: Buffer) => received.push(data));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const body = edit(3 * MB);
  socket.write(`${head(['Transfer-Encoding: chunked']).replaceAll('\n', '\r\n')}\r\n\r\n`);
  socket.write(chunk(body.subarray(0, MB)));
  // A console that read the body whole would not pass a byte on until the rest came.
  await gateway.editStarted;
  socket.write(chunk(body.subarray(MB)));
  socket.write(chunk(''));
  await closed;
  t.match(Buffer.concat(received).toString('utf8'), /^HTTP\/1\.1 200/, "the gateway's answer");
  t.same(edits(gateway.seen), [{ method: 'PUT', path: '/api/channel/', bytes: body.length }], 'the whole body, as it came');
  t.notOk(
    gateway.seen.some((call) => call.path === '/api/user/self'),
    'no session check for a caller without credentials',
  );
});

t.test('an admin’s chunked edit is read up to the limit: beyond it 413, nothing reaches the gateway', async (t) => {
  const { gateway, chunked } = await setUp(t);
  const answer = await chunked(edit(3 * MB), 'session=root');
  t.equal(answer.status, 413);
  t.match(answer.body, PARSED_BODY_TOO_LARGE);
  t.same(edits(gateway.seen), [], 'no edit reached the gateway');
});

t.test('a channel with a 1 MB model list still saves, its stored key filled in', async (t) => {
  // one-hub stores a model list of any length (the double caps it at 64 KB, so a stand-in here).
  const { gateway, chunked, declared } = await setUp(t);
  for (const send of [chunked, declared]) {
    const answer = await send(edit(MB), 'session=root');
    t.equal(answer.status, 200, 'saved');
    const stored = gateway.saved.at(-1);
    t.ok((stored?.models?.length ?? 0) > MB - 100, 'the whole model list arrived');
    t.equal(stored?.key, 'sk-stored', 'with the stored key the edit left out');
  }
});

t.test('a signed-in user who is not an admin has the body streamed on unread too', async (t) => {
  const { gateway, chunked } = await setUp(t);
  const answer = await chunked(edit(3 * MB), 'session=user');
  t.equal(answer.status, 200, "the gateway's answer (a real one refuses the role)");
  t.equal(edits(gateway.seen)[0]?.bytes, 3 * MB, 'passed on whole, past the parsed-body limit');
});

t.test('the edits being read share PROXY_PARSED_BODIES_MB: one more is 503 with Retry-After, and fits once they are done', async (t) => {
  const { gateway, base, head, declared } = await setUp(t, { PROXY_PARSED_BODY_LIMIT_MB: '0.5', PROXY_PARSED_BODIES_MB: '1' });
  const body = edit(0.4 * MB);
  // Two admins' edits take 0.8 MB of the budget and hold their bodies back.
  const held = await Promise.all(
    [0, 1].map(async () => {
      const socket = await openSocket(base);
      const answered = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (data: Buffer) => (text += data.toString('utf8')));
        socket.on('close', () => resolve(text));
      });
      socket.write(`${head([`Content-Length: ${body.length}`, 'Cookie: session=root']).replaceAll('\n', '\r\n')}\r\n\r\n`);
      return { socket, answered };
    }),
  );
  // Each takes its share before it asks the gateway who is calling.
  await gateway.sessionChecks(2);
  const third = await declared(body, 'session=root');
  t.equal(third.status, 503, 'the third does not fit');
  t.match(third.head, /retry-after: 5/i);
  t.match(third.body, PARSED_BODIES_BUSY);
  for (const { socket } of held) socket.write(body);
  const answers = await Promise.all(held.map(({ answered }) => answered));
  t.ok(
    answers.every((text) => text.startsWith('HTTP/1.1 200')),
    'the two held edits are saved',
  );
  t.equal((await declared(body, 'session=root')).status, 200, 'and their share is free again');
});
