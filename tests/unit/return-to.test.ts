import { RouterContextProvider } from 'react-router';
import t from 'tap';
import { accessMiddleware } from '#client/routing/access-middleware.ts';
import { configContext, sessionContext } from '#client/routing/router-context.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { HOSTILE_RETURN_TO, LEGIT_RETURN_TO } from '#tests/helpers/return-to-cases.ts';
import { SPEC_GATEWAY } from '#shared/gateway-profile.ts';

const ORIGIN = 'https://console.example';

t.test('hostile returnTo values fall back', async (t) => {
  t.ok(HOSTILE_RETURN_TO.length >= 40, 'the matrix has at least 40 variants');
  for (const value of HOSTILE_RETURN_TO) {
    t.equal(safeReturnTo(value, '/fallback'), '/fallback', JSON.stringify(value.slice(0, 60)));
  }
  for (const value of [undefined, null, 42, ['/dashboard'], '']) t.equal(safeReturnTo(value, '/fallback'), '/fallback', String(value));
});

t.test('legitimate paths come back exactly as given (never decoded further)', async (t) => {
  for (const value of LEGIT_RETURN_TO) t.equal(safeReturnTo(value, '/fallback'), value, value);
});

t.test('whatever the input, the answer is a path on the console origin', async (t) => {
  // Also every prefix of every hostile value: a truncated attack must not slip through either.
  for (const value of HOSTILE_RETURN_TO.flatMap((v) => Array.from({ length: Math.min(v.length, 40) }, (_, i) => v.slice(0, i + 1)))) {
    const result = safeReturnTo(value, '/fallback');
    t.equal(new URL(result, ORIGIN).origin, ORIGIN, JSON.stringify(value));
    t.notOk(/^[/\\]{2}/.test(result), `${JSON.stringify(value)} → ${result}`);
    t.equal(safeReturnTo(result, '/other'), result, `${JSON.stringify(value)}: the answer passes its own check unchanged`);
  }
});

t.test('dot segments are resolved before the check, not after', async (t) => {
  t.equal(safeReturnTo('/dashboard/./key', '/f'), '/dashboard/key');
  t.equal(safeReturnTo('/dashboard/log/../key?page=2', '/f'), '/dashboard/key?page=2');
  t.equal(safeReturnTo('/a/..//evil.example', '/f'), '/f');
});

/** What the route middleware (server render and browser navigation) answers a signed-in user on /login. */
async function middlewareRedirect(search: string): Promise<string | null> {
  const context = new RouterContextProvider();
  context.set(sessionContext, { role: 1 } as User);
  context.set(configContext, {
    signInMethod: 'session',
    defaultPath: '/dashboard',
    docsUrl: '/doc',
    statusUrl: '',
    githubAuthorizeUrl: '',
    larkAuthorizeUrl: '',
    appVersion: 'v0',
    chatWidgetScript: '',
    gateway: SPEC_GATEWAY,
  });
  const middleware = accessMiddleware('guest');
  try {
    await middleware(
      { request: new Request(`${ORIGIN}/login?${search}`), context, params: {}, unstable_pattern: '/login' } as unknown as Parameters<
        typeof middleware
      >[0],
      () => Promise.resolve(undefined),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
  return null;
}

t.test('the route middleware sends signed-in users only to same-origin paths', async (t) => {
  for (const value of HOSTILE_RETURN_TO) {
    const location = await middlewareRedirect(new URLSearchParams({ returnTo: value }).toString());
    t.equal(location, '/dashboard', JSON.stringify(value.slice(0, 60)));
  }
  // The raw query as an attacker writes it, unencoded, too.
  for (const raw of [
    'returnTo=/.//evil.example',
    'returnTo=/a/..//evil.example',
    'returnTo=/%2e//evil.example',
    'returnTo=%2F%2Fevil.example',
    'returnTo=/%5C/evil.example',
  ]) {
    t.equal(await middlewareRedirect(raw), '/dashboard', raw);
  }
  for (const value of LEGIT_RETURN_TO) {
    t.equal(await middlewareRedirect(new URLSearchParams({ returnTo: value }).toString()), value, value);
  }
});
