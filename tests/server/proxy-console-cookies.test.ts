import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import { CONSOLE_COOKIES } from '#shared/config/console-cookies.ts';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/**
 * Every way a gateway answer could name one of the console's own cookies: plainly, with a
 * narrower path (which the browser would send first, shadowing the console's copy), with the
 * spaces a browser trims, and with an expiry that would delete the console's copy.
 */
function attacksOn(name: string): string[] {
  return [
    `${name}=en; Path=/; Max-Age=31536000`,
    `${name}=planted; Path=/dashboard`,
    ` ${name} =spaced; Path=/`,
    `${name}=; Path=/; Max-Age=0`,
  ];
}

const ATTACKS = [...CONSOLE_COOKIES].flatMap(attacksOn);

/** A gateway whose every answer carries its own session cookie next to the attacks (and a nameless cookie). */
async function cookiePlantingGateway(t: Teardown): Promise<string> {
  const origin = Fastify();
  origin.all('/*', async (_request, reply) => {
    void reply.header('set-cookie', ['session=gateway-session; Path=/; Max-Age=3600', ...ATTACKS, 'console_access_token', '=nameless']);
    return { success: true, message: '', data: { id: 1, username: 'root', role: 100 } };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return url;
}

function cookieHeaders(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

for (const method of ['session', 'jwt'] as const) {
  t.test(`${method} mode: a gateway cannot set, shadow or delete the console's cookies; its session cookie passes`, async (t) => {
    const { app } = await startConsole(t, { gatewayUrl: await cookiePlantingGateway(t), env: { SIGN_IN_METHOD: method } });
    for (const [verb, path] of [
      ['POST', '/api/user/login'],
      ['GET', '/api/user/self'],
      ['GET', '/api/oauth/github?code=x&state=y'],
      ['GET', '/v1/models'],
    ] as const) {
      const response = await app.inject({
        method: verb,
        url: path,
        // The console's API client: its client id (a state-changing GET needs it, cross-site-guard.ts).
        headers: verb === 'POST' ? { 'content-type': 'application/json', origin: 'http://localhost' } : { 'x-client-id': 'test' },
        payload: verb === 'POST' ? { username: 'root', password: '123456' } : undefined,
      });
      t.equal(response.statusCode, 200, `${verb} ${path}`);
      const cookies = cookieHeaders(response.headers['set-cookie']);
      t.same(
        cookies,
        ['session=gateway-session; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax'],
        `${verb} ${path}: only the gateway's own cookie`,
      );
    }
  });
}

t.test('every cookie name the console defines is in CONSOLE_COOKIES (so a new one is guarded too)', async (t) => {
  const root = join(import.meta.dirname, '..', '..');
  const defined: string[] = [];
  for (const folder of ['shared', 'server', 'client']) {
    for (const file of await readdir(join(root, folder), { recursive: true })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = await readFile(join(root, folder, file), 'utf8');
      for (const match of source.matchAll(/export const \w+_COOKIE\s*=\s*'([^']+)'/g)) defined.push(match[1] ?? '');
    }
  }
  t.ok(defined.length >= 4, `found the console's cookie names: ${defined.join(', ')}`);
  t.same(
    defined.filter((name) => !CONSOLE_COOKIES.has(name)),
    [],
    'each one guarded',
  );
});

/** A gateway that records the Cookie header of every call and answers each as a signed-in root. */
async function cookieRecordingGateway(t: Teardown): Promise<{ url: string; seen: { path: string; cookie: string | undefined }[] }> {
  const seen: { path: string; cookie: string | undefined }[] = [];
  const origin = Fastify();
  origin.all('/*', async (request) => {
    seen.push({ path: request.url, cookie: request.headers.cookie });
    return { success: true, message: '', data: { id: 1, username: 'root', role: 100, quota: 0 } };
  });
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, seen };
}

for (const method of ['session', 'jwt'] as const) {
  t.test(
    `${method} mode: the gateway is sent its own cookies only, on /api, the relay, the session check, loaders and exports`,
    async (t) => {
      const gateway = await cookieRecordingGateway(t);
      const { app } = await startConsole(t, { gatewayUrl: gateway.url, env: { SIGN_IN_METHOD: method } });
      const consoleCookies = [...CONSOLE_COOKIES].map((name) => `${name}=console-${name}`);
      const cookie = ['session=gateway-session', ...consoleCookies, 'gateway_extra=1'].join('; ');
      for (const url of ['/api/status', '/api/user/self', '/v1/models', '/mj/task/list', '/dashboard', '/export/logs.csv']) {
        const before = gateway.seen.length;
        await app.inject({ url, headers: { cookie } });
        t.ok(gateway.seen.length > before, `${url}: reached the gateway`);
      }
      const sent = new Set(gateway.seen.map((call) => call.cookie));
      t.same([...sent], ['session=gateway-session; gateway_extra=1'], 'only the gateway’s cookies, on every call');
      t.ok(
        gateway.seen.some((call) => call.path === '/api/user/self'),
        'the session check was among them',
      );
    },
  );
}

t.test('a Cookie header of only console cookies is not sent at all', async (t) => {
  const gateway = await cookieRecordingGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url });
  await app.inject({ url: '/api/status', headers: { cookie: [...CONSOLE_COOKIES].map((name) => `${name}=x`).join('; ') } });
  t.same(
    gateway.seen.map((call) => call.cookie),
    [undefined],
  );
});
