import t from 'tap';
import { STREAM_CUT, checkRow, runChannelCheck } from '#client/pages/dashboard/admin/channel/check-stream.ts';
import type { CheckRow } from '#client/pages/dashboard/admin/channel/check-stream.ts';
import { ApiError } from '#shared/api/errors.ts';
import { checkVerdict } from '#shared/api/schemas/channel-check.ts';

const passedStep = (name: string) => ({ name, response: null, results: [{ name: '响应', status: 1, remark: '' }] });
const RESULT_A = { model: 'gpt-4o', time: 0.42, process: [passedStep('基础检测'), passedStep('错误检测')] };
const RESULT_B = {
  model: 'gpt-x',
  process: [
    passedStep('基础检测'),
    {
      name: '函数调用检测',
      response: null,
      results: [
        { name: '响应', status: 1, remark: '' },
        { name: '函数判断', status: 0, remark: 'no tool call' },
      ],
    },
  ],
};
const frame = (type: string, data: unknown) => `event:message\ndata:${JSON.stringify({ type, data })}\n\n`;

/** A fetch that answers `pieces` as an event stream (or `init` overrides), recording what was sent. */
function fakeFetch(pieces: readonly string[], init: { status?: number; type?: string } = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetcher = async (url: string | URL | Request, request?: RequestInit) => {
    sent.push({ url: String(url), init: request ?? {} });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status: init.status ?? 200, headers: { 'content-type': init.type ?? 'text/event-stream' } });
  };
  return { fetch: fetcher as typeof fetch, sent };
}

async function collect(pieces: readonly string[], init?: { status?: number; type?: string }) {
  const rows: CheckRow[] = [];
  const fake = fakeFetch(pieces, init);
  const run = runChannelCheck(7, ['gpt-4o', 'gpt-x'], (row) => rows.push(row), {
    baseUrl: '',
    headers: { 'x-client': 'c1' },
    fetch: fake.fetch,
  });
  return { run, rows, sent: fake.sent };
}

t.test('verdicts: every item passed, else the first remark of one that did not; no items is no pass', async (t) => {
  t.same(checkVerdict(RESULT_A), { passed: true, message: '' });
  t.same(checkVerdict(RESULT_B), { passed: false, message: 'no tool call' });
  t.same(checkVerdict({ model: 'm', process: null }), { passed: false, message: '' });
  t.same(checkVerdict({ model: 'm', process: [{ name: 's', results: [{ name: 'i', status: 2, remark: 'unknown' }] }] }), {
    passed: false,
    message: 'unknown',
  });
  t.same(checkRow(RESULT_B), {
    model: 'gpt-x',
    passed: false,
    message: 'no tool call',
    time: null,
    steps: [
      { name: '基础检测', passed: true },
      { name: '函数调用检测', passed: false },
    ],
  });
});

t.test('a check posts the listed body and hands over each result as it comes, whatever the chunking', async (t) => {
  const stream = frame('heartbeat', 'ping') + frame('result', RESULT_A) + frame('result', RESULT_B) + frame('done', 'completed');
  for (const cut of [1, 17, stream.length / 2, stream.length - 1]) {
    const { run, rows, sent } = await collect([stream.slice(0, cut), stream.slice(cut)]);
    await run;
    t.same(
      rows.map((row) => [row.model, row.passed, row.time]),
      [
        ['gpt-4o', true, 0.42],
        ['gpt-x', false, null],
      ],
      `split at ${cut}`,
    );
    t.equal(sent[0]?.url, '/api/sse/channel/check');
    t.equal(sent[0]?.init.method, 'POST');
    t.same(JSON.parse(String(sent[0]?.init.body)), { id: 7, models: 'gpt-4o,gpt-x' });
    t.match(sent[0]?.init.headers, { 'x-client': 'c1', 'content-type': 'application/json' });
  }
});

t.test('noise is skipped: bad JSON, unknown event types, results that break the schema', async (t) => {
  const { run, rows } = await collect([
    'data: not json\n\n',
    frame('progress', 1),
    frame('result', { model: 5 }),
    ': comment\n\n',
    frame('result', RESULT_A),
    frame('done', 'completed'),
  ]);
  await run;
  t.same(
    rows.map((row) => row.model),
    ['gpt-4o'],
  );
});

t.test('a stream without done, an envelope refusal, a failed status and a network error reject with an ApiError', async (t) => {
  const cut = await collect([frame('result', RESULT_A)]);
  const error = await cut.run.then(
    () => null,
    (reason: unknown) => reason,
  );
  t.ok(error instanceof ApiError && error.message === STREAM_CUT && error.status === 0, 'the stream ended early');
  t.same(
    cut.rows.map((row) => row.model),
    ['gpt-4o'],
    'what came before stays',
  );

  const refused = await collect([JSON.stringify({ success: false, message: '无权进行此操作，权限不足' })], { type: 'application/json' });
  await t.rejects(refused.run, { name: 'ApiError', message: '无权进行此操作，权限不足', status: 200 });
  const missing = await collect([JSON.stringify({ success: false, message: 'record not found' })], { type: 'application/json' });
  await t.rejects(missing.run, { message: 'record not found' });
  const broken = await collect(['<html>bad gateway</html>'], { status: 502, type: 'text/html' });
  await t.rejects(broken.run, { name: 'ApiError', status: 502 });

  const offline = runChannelCheck(1, ['m'], () => undefined, {
    baseUrl: '',
    headers: {},
    fetch: (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch,
  });
  await t.rejects(offline, { name: 'ApiError', status: 0, message: 'fetch failed' });
});

t.test('an abort rejects with the AbortError itself, not an ApiError', async (t) => {
  const controller = new AbortController();
  const rows: string[] = [];
  let push: (text: string) => void = () => undefined;
  const fetcher = (async (_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        push = (text) => stream.enqueue(new TextEncoder().encode(text));
        init?.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  const run = runChannelCheck(1, ['gpt-4o', 'gpt-x'], (row) => rows.push(row.model), {
    baseUrl: '',
    headers: {},
    signal: controller.signal,
    fetch: fetcher,
  });
  const settled = run.then(
    () => 'resolved',
    (reason: unknown) => reason,
  );
  push(frame('result', RESULT_A));
  // The first result is read before the abort (however many turns the reader takes).
  while (rows.length === 0) await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  const reason = await settled;
  t.ok(reason instanceof Error && reason.name === 'AbortError', 'the abort itself');
  t.notOk(reason instanceof ApiError);
  t.same(rows, ['gpt-4o']);
});
