import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { JWT_ROUTES } from '#shared/config/credentials.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// The jwt sign-in method: the access token lives in an HttpOnly cookie the console sets, the
// proxy presents it for the console's own calls, and sign-out kills it at the gateway.

const SCRIPT = { 'x-client-id': 'b1946ac9-2f3f-4d5d-9a63-4b1b0d3e1a71' };

function setCookies(header: string | string[] | undefined): string[] {
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The token cookie a response sets, or undefined. */
function tokenCookie(header: string | string[] | undefined): string | undefined {
  return setCookies(header).find((cookie) => cookie.startsWith('console_access_token='));
}

function tokenOf(cookie: string | undefined): string {
  return /^console_access_token=([^;]*)/.exec(cookie ?? '')?.[1] ?? '';
}

async function gatewayAccepts(app: FastifyInstance, token: string): Promise<boolean> {
  const self = await app.inject({ url: '/api/user/self', headers: { authorization: token } });
  return self.json<{ success: boolean }>().success;
}

async function jwtSignIn(app: FastifyInstance, username: string): Promise<string> {
  const session = await sessionFor(app, username);
  const response = await app.inject({ method: 'POST', url: JWT_ROUTES.session, headers: { cookie: session, ...SCRIPT } });
  return tokenOf(tokenCookie(response.headers['set-cookie']));
}

t.test('sign-in: the token goes into an HttpOnly cookie, never into an answer a script reads', async (t) => {
  const { app, gateway } = await startConsole(t, { env: { SIGN_IN_METHOD: 'jwt' } });
  const session = await sessionFor(app, 'demo');
  const response = await app.inject({ method: 'POST', url: JWT_ROUTES.session, headers: { cookie: session, ...SCRIPT } });
  t.equal(response.statusCode, 200);
  t.same(response.json<unknown>(), { success: true, message: '' }, 'no token in the body');
  const cookie = tokenCookie(response.headers['set-cookie']);
  t.match(cookie, /^console_access_token=[0-9a-f]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/);
  const token = tokenOf(cookie);
  t.equal(token, [...gateway.store.users.values()].find((user) => user.username === 'demo')?.access_token, 'the user’s new token');
  t.equal(response.headers['cache-control'], 'no-store');

  // Someone else's page cannot make the browser do it.
  for (const headers of [{}, { ...SCRIPT, origin: 'https://evil.example' }, { ...SCRIPT, 'sec-fetch-site': 'same-site' }]) {
    const refused = await app.inject({ method: 'POST', url: JWT_ROUTES.session, headers: { cookie: session, ...headers } });
    t.equal(refused.statusCode, 403, JSON.stringify(headers));
    t.equal(tokenCookie(refused.headers['set-cookie']), undefined);
  }
});

t.test('the proxy presents the cookie’s token for the console’s own calls only', async (t) => {
  const { app } = await startConsole(t, { env: { SIGN_IN_METHOD: 'jwt' } });
  const cookie = `console_access_token=${await jwtSignIn(app, 'demo')}`;
  const own = await app.inject({ url: '/api/user/self', headers: { cookie, ...SCRIPT } });
  t.match(own.json<unknown>(), { success: true, data: { username: 'demo', access_token: '' } });
  for (const [how, headers] of [
    ['a navigation', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
    ['a sibling subdomain’s fetch', { ...SCRIPT, origin: 'https://evil.localhost' }],
    ['another site', { ...SCRIPT, 'sec-fetch-site': 'cross-site' }],
  ] as const) {
    const other = await app.inject({ url: '/api/user/self', headers: { cookie, ...headers } });
    t.equal(other.statusCode, 401, `${how}: as if signed out`);
  }
  const page = await app.inject({ url: '/dashboard', headers: { cookie } });
  t.equal(page.statusCode, 200, 'pages render signed in');
  t.match(page.body, '"username":"demo"');
  t.notMatch(page.body, cookie.split('=')[1] ?? 'x', 'with no token in the page');
});

t.test('sign-out kills the token at the gateway and drops the cookie; the profile’s "generate" replaces both', async (t) => {
  const { app, gateway } = await startConsole(t, { env: { SIGN_IN_METHOD: 'jwt' } });
  const first = await jwtSignIn(app, 'demo');
  const generated = await app.inject({
    method: 'POST',
    url: JWT_ROUTES.token,
    headers: { cookie: `console_access_token=${first}`, ...SCRIPT },
  });
  const second = generated.json<{ data: string }>().data;
  t.match(second, /^[0-9a-f]{32}$/, 'the new token, shown once');
  t.equal(tokenOf(tokenCookie(generated.headers['set-cookie'])), second, 'and kept');
  t.notOk(await gatewayAccepts(app, first), 'the previous one is dead');

  // The gateway down: the user stays signed in, the cookie stays.
  gateway.store.faults.failStatus = 503;
  const failed = await app.inject({
    method: 'POST',
    url: JWT_ROUTES.signOut,
    headers: { cookie: `console_access_token=${second}`, ...SCRIPT },
  });
  t.equal(failed.statusCode, 502);
  t.equal(tokenCookie(failed.headers['set-cookie']), undefined);
  gateway.store.faults.failStatus = undefined;
  t.ok(await gatewayAccepts(app, second));

  const signedOut = await app.inject({
    method: 'POST',
    url: JWT_ROUTES.signOut,
    headers: { cookie: `console_access_token=${second}`, ...SCRIPT },
  });
  t.same(signedOut.json<unknown>(), { success: true, message: '' });
  t.match(tokenCookie(signedOut.headers['set-cookie']), /^console_access_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/);
  t.notOk(await gatewayAccepts(app, second), 'the token this browser held no longer works anywhere');
  const again = await app.inject({
    method: 'POST',
    url: JWT_ROUTES.signOut,
    headers: { cookie: `console_access_token=${second}`, ...SCRIPT },
  });
  t.same(again.json<unknown>(), { success: true, message: '' }, 'a dead token signs out too');
  const stolen = await app.inject({ method: 'POST', url: JWT_ROUTES.signOut, headers: { cookie: `console_access_token=${second}` } });
  t.equal(stolen.statusCode, 403, 'a link cannot sign anyone out');
});

t.test('over https (PUBLIC_URL) the cookie is Secure; the jwt sign-in page works whatever SIGN_IN_METHOD says', async (t) => {
  const https = await startConsole(t, { env: { SIGN_IN_METHOD: 'jwt', PUBLIC_URL: 'https://console.example' } });
  const session = await sessionFor(https.app, 'demo');
  const response = await https.app.inject({
    method: 'POST',
    url: JWT_ROUTES.session,
    headers: { cookie: session, origin: 'https://console.example', ...SCRIPT },
  });
  t.match(tokenCookie(response.headers['set-cookie']), /; HttpOnly; Secure; SameSite=Strict$/);

  // SIGN_IN_METHOD only picks where guests are sent; /auth/jwt/sign-in exists either way.
  const { app, gateway } = await startConsole(t);
  // Signed in by the gateway's session: "generate" answers a new token and sets no cookie; a
  // sign-out has no token to kill.
  const cookie = await sessionFor(app, 'operator');
  const generated = await app.inject({ method: 'POST', url: JWT_ROUTES.token, headers: { cookie, ...SCRIPT } });
  t.match(generated.json<unknown>(), { success: true, data: /^[0-9a-f]{32}$/ });
  t.equal(tokenCookie(generated.headers['set-cookie']), undefined);
  t.equal(
    generated.json<{ data: string }>().data,
    [...gateway.store.users.values()].find((user) => user.username === 'operator')?.access_token,
  );
  const signedOut = await app.inject({ method: 'POST', url: JWT_ROUTES.signOut, headers: { cookie, ...SCRIPT } });
  t.same(signedOut.json<unknown>(), { success: true, message: '' });
  const token = await jwtSignIn(app, 'demo');
  t.match(token, /^[0-9a-f]{32}$/);
  const self = await app.inject({ url: '/api/user/self', headers: { cookie: `console_access_token=${token}`, ...SCRIPT } });
  t.match(self.json<unknown>(), { success: true, data: { username: 'demo' } });
});
