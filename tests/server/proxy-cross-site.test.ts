import Fastify from 'fastify';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/** A stand-in gateway that records every call it receives and answers success. */
async function recordingGateway(t: Teardown): Promise<{ url: string; calls: string[] }> {
  const calls: string[] = [];
  const origin = Fastify();
  origin.all('/*', async (request) => {
    calls.push(`${request.method} ${request.url}`);
    return { success: true, message: '' };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, calls };
}

interface Envelope {
  success: boolean;
  message: string;
}

t.test('cross-site writes to /api are refused with 403 before reaching the gateway', async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = JSON.stringify({ username: 'demo', password: '123456' });
  const attacks: [string, string, Record<string, string>][] = [
    ['POST', '/api/user/login', { origin: 'https://evil.example' }],
    ['POST', '/api/user/login', { 'sec-fetch-site': 'cross-site' }],
    ['POST', '/api/user/login', { 'sec-fetch-site': 'same-site' }],
    ['POST', '/api/user/login', { origin: 'null' }],
    ['POST', '/api/user/login', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['POST', '/api/user/login', { origin: 'http://127.0.0.1:1' }],
    ['PUT', '/api/user/self', { origin: 'https://evil.example' }],
    ['PATCH', '/api/token/', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['DELETE', '/api/token/1', { origin: 'https://evil.example' }],
  ];
  for (const [method, path, headers] of attacks) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'DELETE' ? null : login,
    });
    t.equal(response.status, 403, `${method} ${path} ${JSON.stringify(headers)}`);
    const body = (await response.json()) as Envelope;
    t.equal(body.success, false);
    t.match(body.message, /cross-site/i);
  }
  t.same(gateway.calls, [], 'the gateway never saw any of them');

  const allowed: [string, Record<string, string>][] = [
    ['same origin', { origin: base }],
    ['same origin per Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin' }],
    ['a same-origin form under Referrer-Policy: no-referrer', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['typed into the address bar', { 'sec-fetch-site': 'none' }],
    ['no browser headers (curl, SDKs)', {}],
  ];
  for (const [why, headers] of allowed) {
    const response = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: login,
    });
    t.equal(response.status, 200, why);
    await response.arrayBuffer();
  }
  const read = await fetch(`${base}/api/status`, { headers: { origin: 'https://evil.example' } });
  t.equal(read.status, 200, 'reads are not writes');
  await read.arrayBuffer();
  t.equal(gateway.calls.length, allowed.length + 1);
});

t.test('relay calls with a key stay open to any origin', async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const path of ['/v1/chat/completions', '/mj/submit/imagine', '/suno/submit/music']) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        authorization: 'Bearer sk-test',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    t.equal(response.status, 200, path);
    t.equal(response.headers.get('access-control-allow-origin'), '*', "with the console's API CORS policy");
    await response.arrayBuffer();
  }
  t.equal(gateway.calls.length, 3);
});

t.test('with PUBLIC_URL, the configured origin is the only same origin', async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, env: { PUBLIC_URL: 'https://console.example.com/' } });
  const post = (origin: string) => app.inject({ method: 'POST', url: '/api/user/logout', headers: { origin } });
  t.equal((await post('https://console.example.com')).statusCode, 200);
  t.equal((await post('http://localhost:80')).statusCode, 403, 'the Host the request names does not count');
  t.equal((await post('http://console.example.com')).statusCode, 403, 'another scheme is another origin');
});

t.test("the double's fake OAuth pages are guarded like /api", async (t) => {
  const gateway = await recordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, bundledGateway: true });
  const attack = await app.inject({ method: 'POST', url: '/oauth-fake/github/authorize', headers: { origin: 'https://evil.example' } });
  t.equal(attack.statusCode, 403);
  t.same(gateway.calls, [], 'not forwarded');
  const page = await app.inject({ url: '/oauth-fake/github/authorize?client_id=x', headers: { origin: 'https://evil.example' } });
  t.equal(page.statusCode, 200, 'reading the page is not a write');
  t.same(gateway.calls, ['GET /oauth-fake/github/authorize?client_id=x']);
});
