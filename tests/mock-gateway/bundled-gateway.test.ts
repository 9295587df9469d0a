import t from 'tap';
import { logRowsFromEnv, rateLimitFromEnv, statusFromEnv } from '#mock-gateway/env.ts';
import { startBundledGateway } from '#server/bundled-gateway.ts';
import { StatusSchema, envelopeOf } from '#shared/api/schemas/index.ts';

t.test('MOCK_GATEWAY_RATE_LIMIT: unset is upstream, off is none, N is N per 20 minutes', async (t) => {
  t.equal(rateLimitFromEnv(undefined), undefined);
  t.equal(rateLimitFromEnv(''), undefined);
  t.equal(rateLimitFromEnv('off'), false);
  t.same(rateLimitFromEnv('100'), { max: 100, windowMs: 1_200_000 });
  for (const bad of ['0', '-1', '1.5', 'on', 'OFF']) t.throws(() => rateLimitFromEnv(bad), /MOCK_GATEWAY_RATE_LIMIT/, bad);
});

t.test('MOCK_GATEWAY_STATUS: a JSON object of /api/status overrides; anything else throws naming it', async (t) => {
  t.equal(statusFromEnv(undefined), undefined);
  t.equal(statusFromEnv(''), undefined);
  t.same(statusFromEnv('{"turnstile_check":true,"email_verification":true}'), { turnstile_check: true, email_verification: true });
  t.same(statusFromEnv(' {} '), {});
  const bad = [
    '{turnstile_check:true}',
    '[{"turnstile_check":true}]',
    '[]',
    'null',
    'true',
    '"x"',
    '42',
    '{"turnstile_check":"yes"}',
    '{"turnstile_chek":true}',
  ];
  for (const value of bad) t.throws(() => statusFromEnv(value), /MOCK_GATEWAY_STATUS/, value);
  t.throws(() => statusFromEnv('[1]'), /JSON object/, 'an array is named as the problem');
  t.throws(() => statusFromEnv('{"turnstile_chek":true}'), /turnstile_chek/, 'an unknown key is named');
});

t.test('MOCK_GATEWAY_LOG_ROWS: unset is the seed, digits are rows, anything else throws naming it', async (t) => {
  t.equal(logRowsFromEnv(undefined), undefined);
  t.equal(logRowsFromEnv(''), undefined);
  t.equal(logRowsFromEnv('1000000'), 1_000_000);
  t.equal(logRowsFromEnv('1'), 1);
  for (const bad of ['0', '-5', '1e6', '1_000_000', '1,000', ' 100', '100 ', '0x10', '2.5', 'many', '10000001']) {
    t.throws(() => logRowsFromEnv(bad), /^Invalid environment variable MOCK_GATEWAY_LOG_ROWS=/, bad);
  }
});

t.test('the bundled double seeds MOCK_GATEWAY_LOG_ROWS rows', async (t) => {
  const gateway = await startBundledGateway(0, { MOCK_GATEWAY_LOG_ROWS: '2500' });
  t.teardown(() => gateway.close());
  const page = await fetch(`${gateway.url}/api/log/?p=1&size=1`, { headers: { Authorization: `Bearer ${gateway.adminToken}` } });
  const body = (await page.json()) as { data: { total_count: number; data: { id: number }[] } };
  t.equal(body.data.total_count, 2500);
  t.equal(body.data.data[0]?.id, 2500, 'the newest row first');
  await t.rejects(startBundledGateway(0, { MOCK_GATEWAY_LOG_ROWS: 'lots' }), /MOCK_GATEWAY_LOG_ROWS/);
});

t.test('the bundled double honours MOCK_GATEWAY_STATUS', async (t) => {
  const gateway = await startBundledGateway(0, { MOCK_GATEWAY_STATUS: '{"turnstile_check":true,"email_verification":true}' });
  t.teardown(() => gateway.close());
  const status = envelopeOf(StatusSchema).parse(await (await fetch(`${gateway.url}/api/status`)).json());
  t.match(status.data, { turnstile_check: true, email_verification: true, github_oauth: true });
  await t.rejects(startBundledGateway(0, { MOCK_GATEWAY_STATUS: '[]' }), /MOCK_GATEWAY_STATUS/);
});

t.test('the bundled double honours the variable', async (t) => {
  const login = (url: string) =>
    fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'x' }),
    });
  const limited = await startBundledGateway(0, { MOCK_GATEWAY_RATE_LIMIT: '2' });
  t.teardown(() => limited.close());
  t.equal((await login(limited.url)).status, 200);
  t.equal((await login(limited.url)).status, 200);
  t.equal((await login(limited.url)).status, 429);
  const open = await startBundledGateway(0, { MOCK_GATEWAY_RATE_LIMIT: 'off' });
  t.teardown(() => open.close());
  for (let i = 0; i < 25; i++) if ((await login(open.url)).status !== 200) t.fail(`request ${i + 1} was limited`);
  t.ok(open.accounts.includes('banned (role 1, disabled)'));
  t.ok(open.accounts.includes('demo (role 1)'));
});

t.test('MOCK_GATEWAY_FAIL_PATHS makes only those paths fail', async (t) => {
  const { failPathsFromEnv } = await import('#mock-gateway/env.ts');
  t.same(failPathsFromEnv('/api/status, /api/notice'), ['/api/status', '/api/notice']);
  t.equal(failPathsFromEnv(''), undefined);
  t.throws(() => failPathsFromEnv('/v1/models'), /^Invalid environment variable MOCK_GATEWAY_FAIL_PATHS=/);
  const { startBundledGateway } = await import('#server/bundled-gateway.ts');
  const gateway = await startBundledGateway(0, { MOCK_GATEWAY_FAIL_PATHS: '/api/status' });
  t.teardown(() => gateway.close());
  t.equal((await fetch(`${gateway.url}/api/status`)).status, 500);
  t.equal((await fetch(`${gateway.url}/api/notice`)).status, 200);
});

t.test("a fail path may name its answer: a status, or one-hub's permission failure", async (t) => {
  const { startBundledGateway } = await import('#server/bundled-gateway.ts');
  const gateway = await startBundledGateway(0, { MOCK_GATEWAY_FAIL_PATHS: '/api/log/self=404,/api/user/=denied' });
  t.teardown(() => gateway.close());
  const missing = await fetch(`${gateway.url}/api/log/self?page=1`);
  t.equal(missing.status, 404);
  t.match(await missing.json(), { success: false });
  const denied = await fetch(`${gateway.url}/api/user/?page=1`);
  t.equal(denied.status, 200);
  t.same(await denied.json(), { success: false, message: '无权进行此操作，权限不足' });
  t.equal((await fetch(`${gateway.url}/api/status`)).status, 200, 'other paths answer');
});

t.test('the console tells the bundled double its own address as ServerAddress, unless MOCK_GATEWAY_STATUS names one', async (t) => {
  const plain = await startBundledGateway(0, {});
  t.teardown(() => plain.close());
  plain.serveConsoleAt('http://localhost:4321');
  const status = (await (await fetch(`${plain.url}/api/status`)).json()) as { data: { server_address: string } };
  t.equal(status.data.server_address, 'http://localhost:4321');

  const pinned = await startBundledGateway(0, { MOCK_GATEWAY_STATUS: '{"server_address":"https://console.example.com"}' });
  t.teardown(() => pinned.close());
  pinned.serveConsoleAt('http://localhost:4321');
  const kept = (await (await fetch(`${pinned.url}/api/status`)).json()) as { data: { server_address: string } };
  t.equal(kept.data.server_address, 'https://console.example.com');
});
