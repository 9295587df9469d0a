import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

t.test('unknown /api paths answer 404 with the relay-style body', async (t) => {
  const app = await start(t);
  const res = await app.inject('/api/x?y=1');
  t.equal(res.statusCode, 404);
  t.same(res.json<unknown>(), { error: { message: 'Invalid URL (GET /api/x)', type: 'invalid_request_error', code: '' } });
  const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/status' });
  t.equal(wrongMethod.statusCode, 404);
  t.match(wrongMethod.json<unknown>(), { error: { message: 'Invalid URL (DELETE /api/status)' } });
});

t.test('trailing slashes are ignored', async (t) => {
  const res = await (await start(t)).inject('/api/status/');
  t.equal(res.statusCode, 200);
});

t.test('malformed or unacceptable bodies give a failure envelope, never a 500', async (t) => {
  const app = await start(t);
  const cases = [
    { url: '/api/user/login', type: 'application/json', payload: '{"username": "root",' },
    { url: '/api/user/register', type: 'application/json', payload: 'not json' },
    { url: '/api/user/reset', type: 'application/json', payload: '' },
    { url: '/api/user/login', type: 'text/xml', payload: '<a/>' },
  ];
  for (const { url, type, payload } of cases) {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    // A body that is not JSON: one-hub's HTTP 200 failure; an unacceptable type: a 4xx.
    t.ok(res.statusCode === 200 || (res.statusCode >= 400 && res.statusCode < 500), `${url} ${type} → ${res.statusCode}`);
    t.match(res.json<unknown>(), { success: false, message: String });
    t.notMatch(res.body, /at .+\.(ts|js):\d+/, 'no stack trace');
  }
  const tooBig = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: `"${'a'.repeat(1_100_000)}"`,
  });
  t.equal(tooBig.statusCode, 413);
  const bad = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{' });
  t.equal(bad.statusCode, 200, "one-hub's handlers answer a body that does not parse with HTTP 200");
  t.same(bad.json<unknown>(), { success: false, message: '无效的参数' });
});

t.test('a malformed URL is a 400 envelope', async (t) => {
  const res = await (await start(t)).inject('/api/%E0%A4%A');
  t.equal(res.statusCode, 400);
  t.same(res.json<unknown>(), { success: false, message: '无效的参数' });
});

t.test('faults are off by default', async (t) => {
  const app = await start(t);
  t.same(app.store.faults, {});
  t.equal((await app.inject('/api/status')).statusCode, 200);
});

t.test('failStatus answers every /api request with that status', async (t) => {
  const app = await start(t, { faults: { failStatus: 503 } });
  for (const url of ['/api/status', '/api/user/self', '/api/nope']) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 503, url);
    t.match(res.json<unknown>(), { success: false, message: /503/ });
  }
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'root', password: '123456' } });
  t.equal(login.statusCode, 503);
  t.same(login.cookies, [], 'no session is created');
});

t.test('failStatus 429 has an empty body like the upstream rate limiter', async (t) => {
  const res = await (await start(t, { faults: { failStatus: 429 } })).inject('/api/status');
  t.equal(res.statusCode, 429);
  t.equal(res.body, '');
});

t.test('garbage answers non-JSON with a JSON content type', async (t) => {
  const res = await (await start(t, { faults: { garbage: true } })).inject('/api/status');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.body, 'not json{');
  t.throws(() => JSON.parse(res.body));
});

t.test('latency delays answers; faults can be changed on a running double', async (t) => {
  const app = await start(t, { faults: { latencyMs: 60 } });
  const started = performance.now();
  t.equal((await app.inject('/api/status')).statusCode, 200);
  t.ok(performance.now() - started >= 55, 'delayed');
  app.store.faults.latencyMs = 0;
  app.store.faults.failStatus = 500;
  t.equal((await app.inject('/api/status')).statusCode, 500);
  delete app.store.faults.failStatus;
  t.equal((await app.inject('/api/status')).statusCode, 200);
});
