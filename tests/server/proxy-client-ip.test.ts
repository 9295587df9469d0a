import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { ConsoleUnderTest, Teardown } from '#tests/helpers/console.ts';

/** The proxy is tested over real HTTP: the socket address is what the console must state. */
async function listen(app: ConsoleUnderTest['app']): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** A stand-in gateway that answers every call with the headers it received. */
async function echoGateway(t: Teardown): Promise<{ url: string; seen: Record<string, string | undefined>[] }> {
  const seen: Record<string, string | undefined>[] = [];
  const origin = Fastify();
  origin.all('/*', async (request) => {
    const headers = {
      path: request.url,
      'x-forwarded-for': request.headers['x-forwarded-for'] as string | undefined,
      'x-real-ip': request.headers['x-real-ip'] as string | undefined,
      forwarded: request.headers.forwarded,
    };
    seen.push(headers);
    return { success: true, message: '', data: headers };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, seen };
}

interface Echo {
  data: Record<string, string | undefined>;
}

t.test('25 wrong sign-ins with a new spoofed X-Forwarded-For each are still rate limited (429)', async (t) => {
  // The double's own limit is on (upstream's 20 per 20 minutes per client IP).
  const { app } = await startConsole(t, { gateway: { criticalRateLimit: { max: 20, windowMs: 20 * 60_000 } } });
  const base = await listen(app);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 25; attempt += 1) {
    const response = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` },
      body: JSON.stringify({ username: 'demo', password: `wrong-${attempt}` }),
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  t.ok(
    statuses.slice(0, 20).every((status) => status !== 429),
    'the first 20 attempts are answered',
  );
  t.same(statuses.slice(20), [429, 429, 429, 429, 429], 'attempts 21-25 get 429 whatever X-Forwarded-For says');
});

t.test("a key's IP allow-list refuses a caller who only spoofs X-Forwarded-For", async (t) => {
  const { app, gateway } = await startConsole(t);
  const base = await listen(app);
  const token = [...gateway.store.tokens.values()].find(
    (candidate) => candidate.status === 1 && gateway.store.users.get(candidate.user_id)?.username === 'demo',
  );
  if (!token) throw new Error('no enabled key of demo in the seed');
  const allowOnly = (ip: string) => {
    token.setting = { ...token.setting, limits: { ...token.setting?.limits, limits_ip_setting: { enabled: true, whitelist: [ip] } } };
  };
  const models = (spoofed: string) =>
    fetch(`${base}/v1/models`, {
      headers: { authorization: `Bearer sk-${token.key}`, 'x-forwarded-for': spoofed, 'x-real-ip': spoofed, forwarded: `for=${spoofed}` },
    });

  allowOnly('203.0.113.7');
  const spoofed = await models('203.0.113.7');
  t.equal(spoofed.status, 403, 'the allow-listed address in X-Forwarded-For does not open the key');
  t.match(
    ((await spoofed.json()) as { error?: { message?: string } }).error?.message ?? '',
    /127\.0\.0\.1/,
    'the gateway saw the real address',
  );

  allowOnly('127.0.0.1');
  const real = await models('203.0.113.7');
  t.equal(real.status, 200, 'the real address is allowed');
  await real.arrayBuffer();
});

t.test('without TRUST_PROXY the socket address replaces every client-stated address', async (t) => {
  const echo = await echoGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: echo.url });
  const base = await listen(app);
  const response = await fetch(`${base}/api/whoami`, {
    headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6' },
  });
  const { data } = (await response.json()) as Echo;
  t.equal(data['x-forwarded-for'], '127.0.0.1');
  t.equal(data['x-real-ip'], '127.0.0.1');
  t.equal(data.forwarded, undefined, 'a client Forwarded header is dropped');
});

t.test('TRUST_PROXY as a CIDR list: a trusted hop is believed, an untrusted one is not', async (t) => {
  const echo = await echoGateway(t);
  const trusted = await startConsole(t, { gatewayUrl: echo.url, env: { TRUST_PROXY: '::1, 127.0.0.0/8' } });
  const trustedBase = await listen(trusted.app);
  const viaProxy = await fetch(`${trustedBase}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.equal(((await viaProxy.json()) as Echo).data['x-forwarded-for'], '203.0.113.7', 'the trusted proxy (127.0.0.1) names the client');
  const chain = await fetch(`${trustedBase}/api/whoami`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
  const chained = ((await chain.json()) as Echo).data;
  t.equal(chained['x-forwarded-for'], '203.0.113.7', "the entry the client wrote before the trusted proxy's is ignored");
  t.equal(chained['x-real-ip'], '203.0.113.7');

  const untrusted = await startConsole(t, { gatewayUrl: echo.url, env: { TRUST_PROXY: '10.0.0.0/8,192.168.0.1' } });
  const untrustedBase = await listen(untrusted.app);
  const direct = await fetch(`${untrustedBase}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.equal(((await direct.json()) as Echo).data['x-forwarded-for'], '127.0.0.1', 'a peer outside the list is the client itself');
});

t.test('TRUST_PROXY as a hop count trusts exactly that many proxies', async (t) => {
  const echo = await echoGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: echo.url, env: { TRUST_PROXY: '1' } });
  const base = await listen(app);
  const response = await fetch(`${base}/api/whoami`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
  t.equal(((await response.json()) as Echo).data['x-forwarded-for'], '203.0.113.7', 'one hop: the address the proxy appended');
});

t.test('page renders and the log export tell the gateway the same client address', async (t) => {
  const echo = await echoGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: echo.url });
  const base = await listen(app);
  const page = await fetch(`${base}/dashboard`, {
    headers: { cookie: 'session=abc', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
    redirect: 'manual',
  });
  await page.arrayBuffer();
  const exported = await fetch(`${base}/export/logs.csv`, { headers: { cookie: 'session=abc', 'x-forwarded-for': '6.6.6.6' } });
  await exported.arrayBuffer();
  const sessionChecks = echo.seen.filter((call) => call.path === '/api/user/self');
  t.ok(sessionChecks.length >= 2, 'the page and the export asked the gateway who the visitor is');
  for (const call of sessionChecks) {
    t.equal(call['x-forwarded-for'], '127.0.0.1', 'X-Forwarded-For is the socket address');
    t.equal(call['x-real-ip'], '127.0.0.1', 'X-Real-IP too');
  }
});
