import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/*
 * Issue 32, item 5: a client's Host or X-Forwarded-Host never becomes a host in a mailed link.
 * The console tells the gateway only a host it knows is its own (PUBLIC_URL's, or one a
 * TRUST_PROXY proxy sent), and the double, like one-hub, links to its ServerAddress.
 */

const FOREIGN = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
];
const SETUPS: Record<string, string>[] = [
  {},
  { PUBLIC_URL: 'https://console.example.com' },
  { TRUST_PROXY: 'loopback' },
  { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://console.example.com' },
];

t.test('no foreign Host or X-Forwarded-Host ends up in a password-reset mail', async (t) => {
  for (const env of SETUPS) {
    const { app, gateway } = await startConsole(t, { env, gateway: { status: { server_address: 'https://console.example.com' } } });
    const email = [...gateway.store.users.values()].find((user) => user.username === 'demo')?.email ?? '';
    for (const headers of FOREIGN) {
      const before = gateway.store.outbox.length;
      // The console's own pages send X-Client-Id on a state-changing GET (issue 32, item 4).
      const response = await app.inject({
        url: `/api/reset_password?email=${encodeURIComponent(email)}`,
        headers: { ...headers, 'x-client-id': 'forwarded-host-test' },
      });
      t.equal(response.statusCode, 200);
      const mails = gateway.store.outbox.slice(before);
      t.equal(mails.length, 1, `${JSON.stringify(env)} ${JSON.stringify(headers)}: mailed`);
      const link = mails[0]?.kind === 'reset' ? mails[0].link : '';
      t.match(link, /^https:\/\/console\.example\.com\/user\/reset\?email=/, 'the link is on the gateway’s ServerAddress');
      t.notMatch(link, /evil/, 'never on the foreign host');
    }
  }
});

/** A gateway that records the X-Forwarded-Host of every call. */
async function hostRecordingGateway(t: Teardown): Promise<{ url: string; hosts: (string | undefined)[]; claims: unknown[] }> {
  const hosts: (string | undefined)[] = [];
  const claims: unknown[] = [];
  const origin = Fastify();
  origin.all('/*', async (request) => {
    hosts.push(request.headers['x-forwarded-host'] as string | undefined);
    claims.push(request.headers['x-forwarded-prefix'] ?? request.headers['x-original-host']);
    return { success: true, message: '', data: null };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, hosts, claims };
}

t.test('the gateway is told only a host the console knows is its own', async (t) => {
  const cases: { env: Record<string, string>; headers: Record<string, string>; told: string | undefined }[] = [
    { env: {}, headers: { host: 'evil.example' }, told: undefined },
    { env: {}, headers: { 'x-forwarded-host': 'evil.example' }, told: undefined },
    {
      env: { PUBLIC_URL: 'https://console.example.com' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
      told: 'console.example.com',
    },
    // The trusted proxy (loopback: inject's peer) vouches for the host it forwards.
    { env: { TRUST_PROXY: 'loopback' }, headers: { 'x-forwarded-host': 'console.example.net' }, told: 'console.example.net' },
    // Behind it, a bare Host is still the client's word.
    { env: { TRUST_PROXY: 'loopback' }, headers: { host: 'evil.example' }, told: undefined },
    // A proxy list that does not name the peer vouches for nothing.
    { env: { TRUST_PROXY: '10.0.0.1' }, headers: { 'x-forwarded-host': 'evil.example' }, told: undefined },
    { env: { TRUST_PROXY: '1' }, headers: { 'x-forwarded-host': 'console.example.net' }, told: 'console.example.net' },
  ];
  for (const { env, headers, told } of cases) {
    const gateway = await hostRecordingGateway(t);
    const { app } = await startConsole(t, { gatewayUrl: gateway.url, env });
    await app.inject({ url: '/api/status', headers: { ...headers, 'x-forwarded-prefix': '/evil', 'x-original-host': 'evil.example' } });
    await app.inject({ url: '/v1/models', headers });
    t.same(gateway.claims, [undefined, undefined], 'no other claim about the console’s address passes');
    t.same(gateway.hosts, [told, told], `${JSON.stringify(env)} ${JSON.stringify(headers)}: ${told ?? 'no host'}`);
  }
});
