import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { relyingPartyId } from '#mock-gateway/store/webauthn/webauthn.ts';
import {
  HONEST,
  SERVER_ADDRESS,
  beginLogin,
  beginRegistration,
  finishLogin,
  post,
  registerPasskey,
  signInWithPasskey,
} from '#tests/helpers/passkey-calls.ts';
import { createCredential } from '#tests/helpers/soft-authenticator.ts';

// A real ceremony end to end: the software authenticator signs with node:crypto keys and the
// double verifies with @simplewebauthn/server, bound to its ServerAddress as one-hub binds it.

const NOW = Date.UTC(2025, 0, 1, 8, 30, 15);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, {
    now: () => NOW,
    criticalRateLimit: false,
    status: { server_address: SERVER_ADDRESS, system_name: 'Acme AI' },
    ...options,
  });
}

t.test('the RP ID and origin come from the ServerAddress exactly as one-hub derives them', async (t) => {
  t.equal(relyingPartyId('https://console.example.com'), 'console.example.com');
  t.equal(relyingPartyId('https://console.example.com:8443'), 'console.example.com', 'without the port');
  t.equal(relyingPartyId('console.example.com'), 'console.example.com', 'an address without a scheme');
  t.equal(relyingPartyId('http://localhost:3000'), 'localhost');
  t.equal(relyingPartyId('https://localhost.example.com'), 'localhost', 'upstream: any address containing "localhost"');
  t.equal(relyingPartyId('http://[::1]:3000'), '::1', "Go's Hostname() without brackets");
  t.equal(relyingPartyId(''), 'localhost');

  const app = await start(t, { status: { server_address: 'http://localhost:4321' } });
  const options = await beginRegistration(app, await signIn(app, 'demo'));
  t.equal(options.publicKey.rp.id, 'localhost');
  const { finish } = await registerPasskey(app, await signIn(app, 'demo'), {
    claims: { origin: 'http://localhost:4321', rpId: 'localhost' },
  });
  t.same(finish.json(), { success: true, message: 'WebAuthn注册成功' }, 'a ceremony on localhost verifies');
});

t.test('seeded users have no passkeys: the list is null (Go nil slice)', async (t) => {
  const app = await start(t);
  for (const username of ['root', 'admin', 'operator', 'demo']) {
    const res = await app.inject({ url: '/api/webauthn/credentials', headers: { cookie: await signIn(app, username) } });
    t.same(res.json(), { success: true, data: null }, username);
  }
});

t.test("registration options are go-webauthn's with one-hub's config", async (t) => {
  const app = await start(t);
  const options = await beginRegistration(app, await signIn(app, 'demo'));
  const demo = [...app.store.users.values()].find((user) => user.username === 'demo');
  t.same(options.publicKey.rp, { name: 'Acme AI', id: 'console.example.com' });
  t.same(options.publicKey.user, {
    name: 'demo',
    displayName: demo?.display_name,
    id: Buffer.from(String(demo?.id)).toString('base64url'),
  });
  t.match(options.publicKey.challenge, /^[\w-]{43}$/, '32 random bytes');
  t.same(
    options.publicKey.pubKeyCredParams.map((param) => param.alg),
    [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8],
  );
  t.equal(options.publicKey.timeout, 300000);
  t.same(options.publicKey.authenticatorSelection, {}, 'no preferences: the browser decides');
  t.notOk('excludeCredentials' in options.publicKey);
});

t.test('register with an alias, list it, sign in discoverably: a new session like password sign-in', async (t) => {
  const app = await start(t);
  const demoCookie = await signIn(app, 'demo');
  const { credential, finish } = await registerPasskey(app, demoCookie, { alias: 'Laptop' });
  t.same(finish.json(), { success: true, message: 'WebAuthn注册成功' });
  t.equal(finish.statusCode, 200);
  const list = (await app.inject({ url: '/api/webauthn/credentials', headers: { cookie: demoCookie } })).json<{ data: unknown[] }>();
  t.same(list.data, [
    { id: 1, credential_id: Buffer.from(credential.id, 'base64url').toString('base64'), alias: 'Laptop', created_time: NOW / 1000 },
  ]);

  const { finish: login, cookie: guestCookie } = await signInWithPasskey(app, credential);
  t.equal(login.statusCode, 200);
  t.match(login.json(), { success: true, message: '', data: { username: 'demo', role: 1, status: 1, access_token: '', quota: 0 } });
  const newCookie = login.cookies.find((cookie) => cookie.name === 'session');
  t.ok(newCookie?.value, 'a session cookie');
  t.not(`session=${newCookie?.value}`, guestCookie, 'a fresh session, not the one that began the ceremony');
  t.equal(newCookie?.httpOnly, true);
  t.equal(newCookie?.sameSite, 'Strict');
  const self = await app.inject({ url: '/api/user/self', headers: { cookie: `session=${newCookie?.value}` } });
  t.match(self.json(), { success: true, data: { username: 'demo', last_login_time: NOW / 1000 } });
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie: guestCookie } })).statusCode, 401, 'the guest session is gone');
  t.equal([...app.store.passkeys.credentials.values()][0]?.counter, 1, 'the counter moved on (the double keeps it)');
});

t.test("without an alias the passkey is named after the gateway's clock, as upstream", async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  await registerPasskey(app, cookie);
  await registerPasskey(app, cookie, { alias: '' });
  const list = (await app.inject({ url: '/api/webauthn/credentials', headers: { cookie } })).json<{ data: { alias: string }[] }>();
  t.same(
    list.data.map((row) => row.alias),
    ['20250101083015', '20250101083015'],
  );
  t.equal(app.store.passkeys.credentials.size, 2, 'the same user may hold several');
});

t.test('sign-in by username: the options allow that user’s credentials, an assertion without a user handle works', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const first = await registerPasskey(app, cookie);
  const second = await registerPasskey(app, cookie);
  const begun = await beginLogin(app, 'demo');
  t.same(
    begun.options?.publicKey.allowCredentials,
    [first.credential.id, second.credential.id].map((id) => ({ type: 'public-key', id })),
  );
  t.equal(begun.options?.publicKey.rpId, 'console.example.com');
  t.notOk(begun.options && 'userVerification' in begun.options.publicKey, 'user verification left to the browser (preferred)');
  const finish = await finishLogin(app, begun.cookie, second.credential, begun.options ?? { publicKey: { challenge: '' } }, {
    userHandle: null,
  });
  t.match(finish.json(), { success: true, data: { username: 'demo' } });

  const discoverable = await beginLogin(app);
  t.notOk(discoverable.options && 'allowCredentials' in discoverable.options.publicKey, 'a discoverable sign-in names no credentials');
});

t.test('user verification follows upstream: not required, presence is', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const { credential, finish } = await registerPasskey(app, cookie, { claims: { flags: { uv: false } } });
  t.match(finish.json(), { success: true }, 'registered without verification');
  const { finish: login } = await signInWithPasskey(app, credential, { flags: { uv: false } });
  t.match(login.json(), { success: true }, 'signed in without verification');
  const { finish: absent } = await signInWithPasskey(app, credential, { flags: { up: false } });
  t.same(absent.json(), { success: false, message: '登录验证失败: Error validating the authenticator response' });
  t.equal(absent.statusCode, 400);
});

t.test('a caller by access token registers too: the ceremony gets a cookie session of its own, as gin’s store', async (t) => {
  const app = await start(t);
  const demo = [...app.store.users.values()].find((user) => user.username === 'demo');
  const authorization = demo?.access_token ?? '';
  const begin = await app.inject({ method: 'POST', url: '/api/webauthn/registration/begin', headers: { authorization }, payload: {} });
  const ceremonyCookie = begin.cookies.find((cookie) => cookie.name === 'session')?.value ?? '';
  t.ok(ceremonyCookie, 'a session cookie holds the ceremony');
  const options = begin.json<{ data: Parameters<typeof createCredential>[0] }>().data;
  const { response } = createCredential(options, HONEST);
  const finish = await app.inject({
    method: 'POST',
    url: '/api/webauthn/registration/finish',
    headers: { authorization, cookie: `session=${ceremonyCookie}` },
    payload: response,
  });
  t.same(finish.json(), { success: true, message: 'WebAuthn注册成功' });
  const list = await app.inject({ url: '/api/webauthn/credentials', headers: { authorization } });
  t.equal(list.json<{ data: unknown[] }>().data.length, 1);
});

t.test('delete: own passkey only, then it no longer signs in', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const { credential } = await registerPasskey(app, cookie);
  const remove = (who: string, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/webauthn/credentials/${id}`, headers: { cookie: who } });

  const other = await remove(await signIn(app, 'root'), '1');
  t.equal(other.statusCode, 404, "root cannot delete demo's passkey either");
  t.same(other.json(), { success: false, message: '凭据不存在' });
  t.equal(app.store.passkeys.credentials.size, 1, 'still there');
  t.equal((await remove(cookie, 'abc')).statusCode, 404, 'a non-number matches nothing');
  t.equal((await remove(cookie, '99')).statusCode, 404);

  const own = await remove(cookie, '1');
  t.same(own.json(), { success: true, message: '凭据删除成功' });
  t.same((await app.inject({ url: '/api/webauthn/credentials', headers: { cookie } })).json(), { success: true, data: null });
  const { finish } = await signInWithPasskey(app, credential);
  t.equal(finish.statusCode, 400);
  t.same(finish.json(), { success: false, message: '登录验证失败: Unable to find the credential for the returned credential ID' });
});

t.test('a credential id is stored once (upstream’s unique index)', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const { response } = createCredential(await beginRegistration(app, cookie), HONEST);
  t.match((await post(app, '/api/webauthn/registration/finish', cookie, response)).json(), { success: true });
  const options = await beginRegistration(app, cookie);
  const again = JSON.parse(JSON.stringify(response)) as typeof response;
  // The same credential answering a new challenge: re-sign nothing, only the challenge differs.
  const clientData = JSON.parse(Buffer.from(again.response.clientDataJSON, 'base64url').toString()) as { challenge: string };
  clientData.challenge = options.publicKey.challenge;
  again.response.clientDataJSON = Buffer.from(JSON.stringify(clientData)).toString('base64url');
  const duplicate = await post(app, '/api/webauthn/registration/finish', cookie, again);
  t.equal(duplicate.statusCode, 500);
  t.same(duplicate.json(), { success: false, message: '保存凭据失败' });
});
