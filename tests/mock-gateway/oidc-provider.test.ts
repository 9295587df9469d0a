import { createPublicKey, createVerify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { providerStarted } from '#mock-gateway/oidc/provider.ts';
import { SEED_OIDC_SUBJECT } from '#mock-gateway/store/seed.ts';
import { oidcAuthorize, oidcSignIn, signIn, startGateway } from '#mock-gateway/testing.ts';

// The double's own OpenID provider (/oauth-fake/oidc) as a browser and a client see it, and the
// options that point the double's OIDC client at it or elsewhere.

const ISSUER = 'http://localhost:3100/oauth-fake/oidc';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

function providerGet(app: MockGateway, url: string, headers: Record<string, string> = {}) {
  const target = new URL(url, ISSUER);
  return app.inject({ url: `${target.pathname}${target.search}`, headers: { host: target.host, ...headers } });
}

async function options(app: MockGateway, cookie: string): Promise<Record<string, string>> {
  const res = await app.inject({ url: '/api/option/', headers: { cookie } });
  return Object.fromEntries(res.json<{ data: { key: string; value: string }[] }>().data.map(({ key, value }) => [key, value]));
}

function putOption(app: MockGateway, cookie: string, key: string, value: string) {
  return app
    .inject({ method: 'PUT', url: '/api/option/', headers: { cookie }, payload: { key, value } })
    .then((res) => res.json<unknown>());
}

t.test('a double that is never asked for OIDC makes no provider (no key, no start-up cost)', async (t) => {
  const app = await start(t);
  await app.inject('/api/status');
  await signIn(app, 'demo');
  t.notOk(providerStarted(app.store));
  await app.inject('/api/oauth/endpoint');
  t.ok(providerStarted(app.store), 'made on first use');
});

t.test('discovery names the issuer and its endpoints under it; the JWKS has a fresh public RSA key', async (t) => {
  const app = await start(t);
  const discovery = (await providerGet(app, `${ISSUER}/.well-known/openid-configuration`)).json<Record<string, unknown>>();
  t.match(discovery, {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/auth`,
    token_endpoint: `${ISSUER}/token`,
    jwks_uri: `${ISSUER}/jwks`,
    response_types_supported: ['code'],
  });
  const behindConsole = await providerGet(app, `${ISSUER}/.well-known/openid-configuration`, {
    'x-forwarded-host': 'localhost:3000',
    'x-forwarded-proto': 'http',
  });
  t.match(behindConsole.json<unknown>(), { authorization_endpoint: 'http://localhost:3000/oauth-fake/oidc/auth' }, 'the browser origin');
  const { keys } = (await providerGet(app, `${ISSUER}/jwks`)).json<{ keys: Record<string, unknown>[] }>();
  t.equal(keys.length, 1);
  t.match(keys[0], { kty: 'RSA', alg: 'RS256', use: 'sig', kid: String });
  t.notOk(keys[0] && 'd' in keys[0], 'no private part');
  const other = await start(t);
  const otherKeys = (await providerGet(other, `${ISSUER}/jwks`)).json<{ keys: { n: string }[] }>().keys;
  t.not(otherKeys[0]?.n, keys[0]?.n, 'each double makes its own key');
});

t.test('the ID token is signed by the JWKS key and carries the claims one-hub reads', async (t) => {
  const app = await start(t);
  const { callback, cookie } = await oidcAuthorize(app, SEED_OIDC_SUBJECT);
  // The test redeems the code as the double would, with the PKCE verifier its session keeps.
  const verifier = app.store.sessions.get(cookie.replace(/^session=/, ''))?.oidcCodeVerifier ?? '';
  t.match(verifier, /^[A-Za-z0-9_-]{43}$/);
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: 'http://localhost:3100/oauth/oidc',
    code_verifier: verifier,
  });
  const basic = Buffer.from('mock-oidc-client-id:mock-oidc-client-secret').toString('base64');
  const token = await app.inject({
    method: 'POST',
    url: '/oauth-fake/oidc/token',
    headers: { host: 'localhost:3100', authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
  t.equal(token.statusCode, 200);
  const idToken = token.json<{ id_token: string }>().id_token;
  const [header = '', payload = '', signature = ''] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  t.match(claims, {
    iss: ISSUER,
    aud: 'mock-oidc-client-id',
    sub: SEED_OIDC_SUBJECT,
    preferred_username: 'demo',
    displayName: 'Demo OIDC',
    email: 'demo@idp.example',
  });
  const { keys } = (await providerGet(app, `${ISSUER}/jwks`)).json<{ keys: JsonWebKey[] }>();
  const key = createPublicKey({ key: keys[0] ?? {}, format: 'jwk' });
  t.ok(createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(key, signature, 'base64url'), 'signature verifies');
  const wrongSecret = await app.inject({
    method: 'POST',
    url: '/oauth-fake/oidc/token',
    headers: { host: 'localhost:3100', authorization: `Basic ${Buffer.from('mock-oidc-client-id:nope').toString('base64')}` },
    payload: body.toString(),
  });
  t.equal(wrongSecret.statusCode, 401, 'a wrong client secret is refused');
});

t.test('the account page: the seeded account, a new one, cancel; no script; a foreign redirect or stale link refused', async (t) => {
  const app = await start(t);
  const started = new URL((await app.inject('/api/oauth/endpoint')).json<{ data: string }>().data);
  const authorize = await providerGet(app, started.href);
  t.equal(authorize.statusCode, 303);
  const interaction = new URL(String(authorize.headers.location), ISSUER);
  t.match(interaction.pathname, /^\/oauth-fake\/oidc\/interaction\/[\w-]+$/);
  const cookie = authorize.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const page = await providerGet(app, interaction.href, { cookie });
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-security-policy'], /default-src 'none'/);
  t.match(page.headers['cache-control'], /no-store/);
  t.match(page.body, /Fake OpenID provider/);
  t.match(page.body, new RegExp(`name="as" value="${SEED_OIDC_SUBJECT}"`));
  t.match(page.body, /name="as" value="new"/);
  t.match(page.body, /name="as" value="deny"/);
  t.notMatch(page.body, /<script|<style/i);

  const stale = await providerGet(app, interaction.href);
  t.equal(stale.statusCode, 400, 'without the interaction cookie');
  t.match(stale.body, /expired or was finished/);

  const foreign = new URL(started);
  foreign.searchParams.set('redirect_uri', 'http://evil.test/oauth/oidc?x="><script>alert(1)</script>');
  foreign.searchParams.set('state', '"><script>alert(2)</script>');
  const refused = await providerGet(app, foreign.href);
  t.equal(refused.statusCode, 400);
  t.match(refused.body, /redirect_uri/);
  t.notMatch(refused.body, /<script/i);
  t.equal(refused.headers.location, undefined, 'never sent to a foreign redirect');
});

t.test('ServerAddress moves the issuer and the redirect; an operator issuer is used as is', async (t) => {
  const app = await start(t);
  const root = await signIn(app, 'root');
  t.match(await options(app, root), { OIDCIssuer: ISSUER, OIDCClientId: 'mock-oidc-client-id', OIDCClientSecret: '' }, 'secret write-only');
  t.match(await putOption(app, root, 'OIDCIssuer', ISSUER), { success: true }, 'saving the shown value');
  await putOption(app, root, 'ServerAddress', 'https://console.test/');
  const url = new URL((await app.inject('/api/oauth/endpoint')).json<{ data: string }>().data);
  t.equal(`${url.origin}${url.pathname}`, 'https://console.test/oauth-fake/oidc/auth', 'the own provider follows ServerAddress');
  t.equal(url.searchParams.get('redirect_uri'), 'https://console.test/oauth/oidc');
  t.match((await oidcSignIn(app, SEED_OIDC_SUBJECT)).json<unknown>(), { success: true, data: { username: 'demo' } }, 'and still works');
  t.equal((await options(app, root)).OIDCIssuer, 'https://console.test/oauth-fake/oidc');

  // An issuer with no discovery document (under the own one, so no network is involved).
  const nowhere = 'https://console.test/oauth-fake/oidc/nowhere';
  await putOption(app, root, 'OIDCIssuer', nowhere);
  t.equal((await options(app, root)).OIDCIssuer, nowhere, 'kept as set');
  t.same((await app.inject('/api/oauth/endpoint')).json<unknown>(), { success: false, message: '获取 OIDC 配置失败' }, 'discovery fails');
  await putOption(app, root, 'OIDCClientSecret', 'rotated-secret');
  t.equal(app.store.settings.OIDCClientSecret, 'rotated-secret');
  t.equal((await options(app, root)).OIDCClientSecret, '', 'never read back');
});
