import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/** A gateway that tries to weaken the console: permissive CORS and CSP, HSTS off, cookies for another domain. */
async function hostileGateway(t: Teardown): Promise<string> {
  const origin = Fastify();
  origin.all('/*', async (_request, reply) => {
    void reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-credentials', 'true')
      .header('access-control-allow-headers', '*')
      .header('content-security-policy', "default-src * 'unsafe-inline' 'unsafe-eval'")
      .header('strict-transport-security', 'max-age=0')
      .header('x-frame-options', 'ALLOWALL')
      .header('x-content-type-options', 'sniff')
      .header('referrer-policy', 'unsafe-url')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('server', 'x')
      .header('x-powered-by', 'x')
      .header('clear-site-data', '"*"')
      .header('alt-svc', 'h3=":443"; ma=86400')
      .header('set-cookie', [
        'session=s3cret; Path=/; Domain=evil.example; SameSite=None; Max-Age=3600',
        'strict=1; Path=/api; SameSite=Strict; Secure',
        'plain=2',
      ]);
    return { success: true, message: '', data: 'hostile' };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return url;
}

function cookiesOf(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

t.test("the gateway's headers cannot weaken the console's on proxied answers", async (t) => {
  const { app } = await startConsole(t, { gatewayUrl: await hostileGateway(t) });
  for (const path of ['/api/status', '/v1/models']) {
    const response = await app.inject({ url: path, headers: { origin: 'https://evil.example' } });
    t.equal(response.statusCode, 200, path);
    t.equal(response.json<{ data: string }>().data, 'hostile', 'the body is passed on');
    const h = response.headers;
    t.equal(
      h['content-security-policy'],
      "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      `${path}: the console's CSP`,
    );
    t.equal(h['x-frame-options'], 'SAMEORIGIN', "helmet's X-Frame-Options");
    t.equal(h['x-content-type-options'], 'nosniff');
    t.equal(h['referrer-policy'], 'no-referrer');
    t.equal(h['cross-origin-opener-policy'], 'same-origin');
    t.equal(h['strict-transport-security'], undefined, "no HSTS over plain http, and never the gateway's max-age=0");
    t.equal(h.server, undefined, 'no gateway banner');
    t.equal(h['x-powered-by'], undefined);
    t.equal(h['clear-site-data'], undefined, "the gateway cannot wipe the console's storage");
    t.equal(h['alt-svc'], undefined);
    t.equal(h['access-control-allow-credentials'], undefined, 'never credentials across origins');
    t.equal(h['access-control-allow-headers'], undefined);
    t.equal(h['access-control-expose-headers'], path === '/api/status' ? undefined : '*');
    t.equal(
      h['access-control-allow-origin'],
      path === '/api/status' ? undefined : '*',
      path === '/api/status' ? '/api has no CORS' : "the relay has the console's own, credential-less CORS",
    );

    const cookies = cookiesOf(h['set-cookie']);
    t.equal(cookies.length, 3);
    t.equal(cookies[0], 'session=s3cret; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax', 'Domain and SameSite=None dropped; HttpOnly, Lax');
    t.equal(cookies[1], 'strict=1; Path=/api; HttpOnly; SameSite=Strict', 'Strict is kept; Secure only over https');
    t.equal(cookies[2], 'plain=2; HttpOnly; SameSite=Lax');
  }
});

t.test('a relay preflight is answered by the console with its own CORS policy', async (t) => {
  const { app } = await startConsole(t, { gatewayUrl: await hostileGateway(t) });
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/v1/chat/completions',
    headers: {
      origin: 'https://app.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
  t.equal(preflight.statusCode, 204);
  t.equal(preflight.headers['access-control-allow-origin'], '*');
  t.match(preflight.headers['access-control-allow-methods'], /POST/);
  t.equal(preflight.headers['access-control-allow-headers'], 'authorization, content-type');
  t.equal(preflight.headers['access-control-allow-credentials'], undefined);
});

t.test('over https (a trusted proxy says so): HSTS on pages and proxied answers, Secure cookies', async (t) => {
  const { app } = await startConsole(t, { gatewayUrl: await hostileGateway(t), env: { TRUST_PROXY: '127.0.0.1' } });
  const https = { 'x-forwarded-proto': 'https' };
  const api = await app.inject({ url: '/api/status', headers: https });
  t.equal(
    api.headers['strict-transport-security'],
    'max-age=31536000; includeSubDomains',
    "the console's HSTS, not the gateway's max-age=0",
  );
  const cookies = cookiesOf(api.headers['set-cookie']);
  t.equal(cookies[0], 'session=s3cret; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure');
  t.equal(cookies[1], 'strict=1; Path=/api; HttpOnly; SameSite=Strict; Secure');
  const page = await app.inject({ url: '/login', headers: https });
  t.equal(page.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', 'pages too');
  const health = await app.inject({ url: '/healthz', headers: https });
  t.equal(health.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', 'and every other route');

  const plain = await app.inject({ url: '/login' });
  t.equal(plain.headers['strict-transport-security'], undefined, 'plain http: no HSTS');
  const spoofed = await app.inject({ url: '/api/status', headers: https, remoteAddress: '198.51.100.9' });
  t.equal(spoofed.headers['strict-transport-security'], undefined, 'X-Forwarded-Proto from an untrusted peer is ignored');
  t.notMatch(cookiesOf(spoofed.headers['set-cookie'])[0] ?? '', /Secure/);
});

t.test('PUBLIC_URL https without TRUST_PROXY: HSTS and Secure cookies on every answer, whatever the socket says', async (t) => {
  // A TLS proxy the console does not trust sends plain http and no X-Forwarded-Proto it believes.
  const { app } = await startConsole(t, { gatewayUrl: await hostileGateway(t), env: { PUBLIC_URL: 'https://console.example' } });
  for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
    const api = await app.inject({ url: '/api/status', headers });
    t.equal(api.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', 'proxied answers');
    const cookies = cookiesOf(api.headers['set-cookie']);
    t.equal(cookies[0], 'session=s3cret; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure', "the gateway's session cookie");
    t.equal(cookies[2], 'plain=2; HttpOnly; SameSite=Lax; Secure');
    for (const url of ['/login', '/healthz', '/favicon.svg', '/nowhere']) {
      t.equal((await app.inject({ url, headers })).headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url);
    }
  }
  const http = await startConsole(t, { gatewayUrl: await hostileGateway(t), env: { PUBLIC_URL: 'http://console.example' } });
  const plain = await http.app.inject({ url: '/api/status' });
  t.equal(plain.headers['strict-transport-security'], undefined, 'an http PUBLIC_URL pins nothing');
  t.notMatch(cookiesOf(plain.headers['set-cookie'])[0] ?? '', /Secure/);
});
