import t from 'tap';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { SystemLogSchema } from '#shared/api/schemas/system-info.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';

/*
 * Root's system log (contract §2.12, one-hub controller/system_log.go): `POST /api/system_info/log`
 * and `/api/option/system_info/log` with `{count}`, the latest lines of the gateway's in-memory
 * log (500 kept), oldest first, `[{Timestamp, Level, Message}]`.
 */

const NOW = Date.UTC(2026, 10, 28, 8, 0, 0);
const LogAnswer = envelopeOf(SystemLogSchema);

async function post(app: MockGateway, cookie: string | undefined, payload: unknown, url = '/api/system_info/log') {
  return app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });
}

t.test('root reads the latest lines at both paths, in upstream shape, oldest first', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const root = await signIn(app, 'root');
  for (const url of ['/api/system_info/log', '/api/option/system_info/log']) {
    const answer = await post(app, root, { count: 3 }, url);
    t.equal(answer.statusCode, 200, url);
    const body = LogAnswer.parse(answer.json());
    t.equal(body.data?.length, 3, `${url}: three lines`);
    t.same(Object.keys(body.data?.[0] ?? {}), ['Timestamp', 'Level', 'Message']);
  }
  const all = LogAnswer.parse((await post(app, root, { count: 500 })).json()).data ?? [];
  t.match(
    all[0],
    { Level: 'INFO', Message: '[SYS] | One Hub v0.13.34 started', Timestamp: new Date(NOW).toISOString() },
    'the start-up lines first',
  );
  t.ok(
    all.some((line) => /^req-\w+ \| 200 \| [\d.]+ms \| [\d.:a-f]+ \| POST \/api\/user\/login$/.test(line.Message)),
    'the sign-in is a line: id, status, time, address, method and path',
  );
});

t.test('a count above what is kept returns everything; at most 500 lines are kept', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const root = await signIn(app, 'root');
  for (let i = 0; i < 520; i += 1) await app.inject({ url: '/api/status' });
  const lines = LogAnswer.parse((await post(app, root, { count: 100_000 })).json()).data ?? [];
  t.equal(lines.length, 500, 'one-hub keeps the last 500');
  t.match(lines.at(-1)?.Message, /GET \/api\/status$/, 'the newest line last');
  t.notOk(
    lines.some((line) => line.Message.includes('One Hub')),
    'the oldest lines are gone',
  );
});

t.test('the lines carry no query, cookie, token or key; failures are WARN and ERR', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const root = await signIn(app, 'root');
  const key = 'sk-secretvalue123';
  await app.inject({ url: `/v1/models?key=${key}`, headers: { authorization: `Bearer ${key}` } });
  await app.inject({ url: '/api/user/self', headers: { cookie: root } });
  await app.inject({ url: '/api/no-such-route' });
  app.store.faults.failStatus = 500;
  await app.inject({ url: '/api/notice' });
  app.store.faults.failStatus = undefined;
  const text = JSON.stringify((await post(app, root, { count: 500 })).json());
  t.notOk(text.includes('secretvalue'), 'no key, even one sent in the query');
  t.notOk(text.includes(root.split('=')[1] ?? 'x'), 'no session cookie');
  const lines = LogAnswer.parse(JSON.parse(text)).data ?? [];
  t.equal(lines.find((line) => line.Message.endsWith('GET /api/no-such-route'))?.Level, 'WARN');
  t.equal(lines.find((line) => line.Message.endsWith('GET /api/notice'))?.Level, 'ERR');
});

t.test('upstream bad counts: 400 with its messages', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const root = await signIn(app, 'root');
  const required = "Key: 'Count' Error:Field validation for 'Count' failed on the 'required' tag";
  for (const [payload, message] of [
    [{}, required],
    [{ count: 0 }, required],
    [{ count: -3 }, 'count must be greater than 0'],
    [{ count: 'ten' }, 'json: cannot unmarshal string into Go struct field .count of type int'],
    [{ count: 1.5 }, 'json: cannot unmarshal number 1.5 into Go struct field .count of type int'],
  ] as const) {
    const answer = await post(app, root, payload);
    t.equal(answer.statusCode, 400, JSON.stringify(payload));
    t.same(answer.json(), { success: false, message }, JSON.stringify(payload));
  }
});

t.test('root only: an admin gets the permission refusal, a guest 401; reading writes no operation record', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  t.same((await post(app, await signIn(app, 'admin'), { count: 5 })).json(), { success: false, message: '无权进行此操作，权限不足' });
  t.equal((await post(app, undefined, { count: 5 })).statusCode, 401);
  await post(app, await signIn(app, 'root'), { count: 5 });
  t.same(app.store.operations, [], 'no audit record for a read');
});

t.test('present in upstream-only mode (upstream has it)', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false, upstreamOnly: true });
  const answer = LogAnswer.parse((await post(app, await signIn(app, 'root'), { count: 2 })).json());
  t.equal(answer.data?.length, 2);
});
