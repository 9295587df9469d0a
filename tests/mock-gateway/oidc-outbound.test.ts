import Fastify from 'fastify';
import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { OUTBOUND_MAX_BYTES, createOutboundFetch, isPublicAddress } from '#mock-gateway/oidc/outbound-fetch.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

// The double's OIDC client fetches an operator-set OIDCIssuer as one-hub does, but only on the
// public internet: no loopback, private or reserved address, no redirects, a short timeout.

/** A stand-in issuer on loopback that counts what reaches it (and would answer a discovery). */
async function localIssuer(t: Teardown): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const app = Fastify();
  app.get('/*', async (request) => {
    hits.push(request.url);
    return { issuer: `http://127.0.0.1/`, authorization_endpoint: 'http://127.0.0.1/auth' };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url, hits };
}

t.test('an issuer on this host, a private network or the metadata address is never fetched', async (t) => {
  const local = await localIssuer(t);
  const port = new URL(local.url).port;
  const gateway = await startGateway(t);
  const root = await signIn(gateway, 'root');
  for (const issuer of [
    local.url,
    `http://localhost:${port}`,
    `http://[::ffff:127.0.0.1]:${port}`,
    `http://127.1:${port}`,
    `http://2130706433:${port}`,
    'http://10.0.0.1',
    'http://192.168.1.1',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]',
    'http://[::1]',
  ]) {
    const saved = await gateway.inject({
      method: 'PUT',
      url: '/api/option/',
      headers: { cookie: root },
      payload: { key: 'OIDCIssuer', value: issuer },
    });
    t.match(saved.json<unknown>(), { success: true }, `${issuer} saved (root may point it anywhere)`);
    const endpoint = await gateway.inject('/api/oauth/endpoint');
    t.same(endpoint.json<unknown>(), { success: false, message: '获取 OIDC 配置失败' }, `${issuer}: discovery refused`);
  }
  t.same(local.hits, [], 'nothing reached the loopback issuer');
});

t.test('the double’s own provider is still reached (in-process), whatever its address', async (t) => {
  const gateway = await startGateway(t);
  const url = new URL((await gateway.inject('/api/oauth/endpoint')).json<{ data: string }>().data);
  t.equal(`${url.origin}${url.pathname}`, 'http://localhost:3100/oauth-fake/oidc/auth');
});

t.test('public and non-public addresses', async (t) => {
  for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) t.ok(isPublicAddress(address), address);
  for (const address of [
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ])
    t.notOk(isPublicAddress(address), address);
});

/** A plain GET as openid-client makes one. */
const GET = { method: 'GET', headers: {}, body: undefined, redirect: 'manual' } as const;

// The remaining rules, against a loopback server the policy is told to allow.
const LOOPBACK_ALLOWED = { allowed: (address: string) => address === '127.0.0.1' || !isPublicAddress(address), timeoutMs: 300 };

t.test('a redirect is not followed, wherever it points', async (t) => {
  const hits: string[] = [];
  const app = Fastify();
  app.get('/redirect', async (_request, reply) => reply.redirect('/target', 302));
  app.get('/permanent', async (_request, reply) => reply.redirect('http://169.254.169.254/latest', 308));
  app.get('/target', async () => {
    hits.push('target');
    return {};
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const outbound = createOutboundFetch(LOOPBACK_ALLOWED);
  t.teardown(() => outbound.close());
  await t.rejects(outbound(`${base}/redirect`, GET), /redirects are not followed/);
  await t.rejects(outbound(`${base}/permanent`, GET), /redirects are not followed/);
  t.same(hits, [], 'the target was never asked');
  const fine = await outbound(`${base}/target`, GET);
  t.equal(fine.status, 200, 'a plain answer passes');
});

t.test('an issuer that never answers, or answers too much, is given up on', async (t) => {
  const app = Fastify();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/silent', async () => {
    await held;
    return {};
  });
  app.get('/huge', async (_request, reply) => reply.type('application/json').send('x'.repeat(OUTBOUND_MAX_BYTES + 1)));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(async () => {
    release();
    await app.close();
  });
  const outbound = createOutboundFetch(LOOPBACK_ALLOWED);
  t.teardown(() => outbound.close());
  await t.rejects(outbound(`${base}/silent`, GET), 'the timeout ends it');
  await t.rejects(outbound(`${base}/huge`, GET), /larger than/);
  await t.rejects(createOutboundFetch()(`${base}/huge`, GET), /not a public address/);
});
