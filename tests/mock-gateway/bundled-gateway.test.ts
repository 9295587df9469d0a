import t from 'tap';
import { rateLimitFromEnv } from '../../mock-gateway/env.ts';
import { startBundledGateway } from '../../server/bundled-gateway.ts';

t.test('MOCK_GATEWAY_RATE_LIMIT: unset is upstream, off is none, N is N per 20 minutes', async (t) => {
  t.equal(rateLimitFromEnv(undefined), undefined);
  t.equal(rateLimitFromEnv(''), undefined);
  t.equal(rateLimitFromEnv('off'), false);
  t.same(rateLimitFromEnv('100'), { max: 100, windowMs: 1_200_000 });
  for (const bad of ['0', '-1', '1.5', 'on', 'OFF']) t.throws(() => rateLimitFromEnv(bad), /MOCK_GATEWAY_RATE_LIMIT/, bad);
});

t.test('the bundled double honours the variable', async (t) => {
  const login = (url: string) => fetch(`${url}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'x' }),
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
