import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { CEREMONY_TIMEOUT_MS } from '#mock-gateway/store/webauthn/webauthn.ts';
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
import { assert, createCredential } from '#tests/helpers/soft-authenticator.ts';

// Every way a ceremony is refused, each with upstream's message and HTTP status
// (controller/webauthn.go passes go-webauthn's details after `登录验证失败: `).

let now = Date.UTC(2025, 0, 1);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  now = Date.UTC(2025, 0, 1);
  return startGateway(t, { now: () => now, criticalRateLimit: false, status: { server_address: SERVER_ADDRESS }, ...options });
}

type App = Awaited<ReturnType<typeof start>>;

/** demo with one registered passkey. */
async function demoWithPasskey(app: App) {
  const cookie = await signIn(app, 'demo');
  const { credential } = await registerPasskey(app, cookie);
  return { cookie, credential };
}

const refused = (message: string) => ({ success: false, message });

t.test('a challenge is used once: a replayed assertion and a second try after a failure meet an expired session', async (t) => {
  const app = await start(t);
  const { credential } = await demoWithPasskey(app);
  const begun = await beginLogin(app);
  const body = assert(credential, begun.options ?? { publicKey: { challenge: '' } }, HONEST);
  const first = await post(app, '/api/webauthn/login/finish', begun.cookie, body);
  t.match(first.json(), { success: true });
  const replay = await post(app, '/api/webauthn/login/finish', begun.cookie, body);
  t.equal(replay.statusCode, 400);
  t.same(replay.json(), refused('会话已过期'));

  const again = await beginLogin(app);
  const wrong = await finishLogin(app, again.cookie, credential, again.options ?? { publicKey: { challenge: '' } }, {
    origin: 'https://evil.example',
  });
  t.same(wrong.json(), refused('登录验证失败: Error validating origin'));
  const retry = await finishLogin(app, again.cookie, credential, again.options ?? { publicKey: { challenge: '' } });
  t.same(retry.json(), refused('会话已过期'), 'the refused attempt used the challenge up');
});

t.test('a new begin replaces the pending challenge of the same session', async (t) => {
  const app = await start(t);
  const { credential } = await demoWithPasskey(app);
  const first = await beginLogin(app);
  const second = await beginLogin(app, '', first.cookie);
  t.equal(second.cookie, first.cookie, 'the same session');
  const stale = await finishLogin(app, first.cookie, credential, first.options ?? { publicKey: { challenge: '' } });
  t.equal(stale.statusCode, 400);
  t.same(stale.json(), refused('登录验证失败: Error validating challenge'));

  // Registration and sign-in are kept apart, as upstream's two session keys.
  const cookie = await signIn(app, 'demo');
  const creation = await beginRegistration(app, cookie);
  await beginLogin(app, '', cookie);
  const { response } = createCredential(creation, HONEST);
  t.match((await post(app, '/api/webauthn/registration/finish', cookie, response)).json(), { success: true });
});

t.test('a ceremony expires with its timeout (the double enforces what the options announce)', async (t) => {
  const app = await start(t);
  const { credential, cookie } = await demoWithPasskey(app);
  const begun = await beginLogin(app);
  now += CEREMONY_TIMEOUT_MS;
  const late = await finishLogin(app, begun.cookie, credential, begun.options ?? { publicKey: { challenge: '' } });
  t.equal(late.statusCode, 400);
  t.same(late.json(), refused('会话已过期'));

  const creation = await beginRegistration(app, cookie);
  now += CEREMONY_TIMEOUT_MS + 1;
  const { response } = createCredential(creation, HONEST);
  const lateRegistration = await post(app, '/api/webauthn/registration/finish', cookie, response);
  t.equal(lateRegistration.statusCode, 400);
  t.same(lateRegistration.json(), refused('会话已过期'));
  const fresh = await beginLogin(app);
  t.match(
    (await finishLogin(app, fresh.cookie, credential, fresh.options ?? { publicKey: { challenge: '' } })).json(),
    { success: true },
    'just in time works',
  );
});

t.test('no pending ceremony at all: 400 会话已过期 for both finishes', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  for (const url of ['/api/webauthn/login/finish', '/api/webauthn/registration/finish']) {
    const res = await post(app, url, cookie, { id: 'x' });
    t.equal(res.statusCode, 400, url);
    t.same(res.json(), refused('会话已过期'), url);
  }
  const guest = await post(app, '/api/webauthn/login/finish', '', { id: 'x' });
  t.same(guest.json(), refused('会话已过期'), 'a guest without a session');
});

t.test('the origin and the RP ID are the ServerAddress’s: another site’s ceremony is refused', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const badOrigin = await registerPasskey(app, cookie, { claims: { origin: 'https://a.console.example.com' } });
  t.equal(badOrigin.finish.statusCode, 400);
  t.same(badOrigin.finish.json(), refused('注册验证失败: Error validating origin'));
  const badRpId = await registerPasskey(app, cookie, { claims: { rpId: 'a.console.example.com' } });
  t.same(badRpId.finish.json(), refused('注册验证失败: Error validating the authenticator response'));
  const badType = await registerPasskey(app, cookie, { claims: { type: 'webauthn.get' } });
  t.same(badType.finish.json(), refused('注册验证失败: Error validating ceremony type'));
  t.equal(app.store.passkeys.credentials.size, 0, 'nothing stored');

  const { credential } = await registerPasskey(app, cookie);
  const origin = await signInWithPasskey(app, credential, { origin: 'http://console.example.com' });
  t.same(origin.finish.json(), refused('登录验证失败: Error validating origin'), 'http is another origin');
  const rpId = await signInWithPasskey(app, credential, { rpId: 'example.com' });
  t.equal(rpId.finish.statusCode, 400);
  t.same(rpId.finish.json(), refused('登录验证失败: Error validating the authenticator response'), 'a wrong RP ID hash');

  app.store.status.server_address = 'https://other.example.com';
  const moved = await signInWithPasskey(app, credential);
  t.same(moved.finish.json(), refused('登录验证失败: Error validating origin'), 'a changed ServerAddress strands the passkey');
  t.equal(moved.options.publicKey.rpId, 'other.example.com', 'the options follow it at once');
});

t.test('a forged signature and a signature counter that goes back are refused', async (t) => {
  const app = await start(t);
  const { credential } = await demoWithPasskey(app);
  const { privateKey } = createCredential(await beginRegistration(app, await signIn(app, 'root')), HONEST).credential;
  const forged = await signInWithPasskey(app, { ...credential, privateKey });
  t.same(forged.finish.json(), refused('登录验证失败: Error validating the assertion signature: <nil>'));

  t.match((await signInWithPasskey(app, credential, { counter: 5 })).finish.json(), { success: true });
  const back = await signInWithPasskey(app, credential, { counter: 3 });
  t.equal(back.finish.statusCode, 400);
  t.same(back.finish.json(), refused('登录验证失败: Response counter value 3 was lower than expected 5'), 'a cloned authenticator');
  const same = await signInWithPasskey(app, credential, { counter: 5 });
  t.match(same.finish.json(), { success: false }, 'the same count again');
  t.match((await signInWithPasskey(app, credential, { counter: 6 })).finish.json(), { success: true }, 'the real one goes on');
});

t.test('discoverable sign-in needs a user handle that names the owner', async (t) => {
  const app = await start(t);
  const { credential } = await demoWithPasskey(app);
  const blank = await signInWithPasskey(app, credential, { userHandle: null });
  t.same(blank.finish.json(), refused('登录验证失败: Client-side Discoverable Assertion was attempted with a blank User Handle'));
  const rootHandle = Buffer.from(String([...app.store.users.values()].find((user) => user.username === 'root')?.id)).toString('base64url');
  const other = await signInWithPasskey(app, credential, { userHandle: rootHandle });
  t.same(
    other.finish.json(),
    refused('登录验证失败: Unable to find the credential for the returned credential ID'),
    "another user's handle",
  );
  const stranger = await signInWithPasskey(
    app,
    { ...credential, id: 'AAAAAAAAAAAAAAAAAAAAAA' },
    { userHandle: Buffer.from('999').toString('base64url') },
  );
  t.same(stranger.finish.json(), refused('登录验证失败: Failed to lookup Client-side Discoverable Credential: user not found'));
});

t.test('sign-in by username: unknown user, no passkeys, a credential not allowed', async (t) => {
  const app = await start(t);
  const unknown = await beginLogin(app, 'nobody');
  t.equal(unknown.response.statusCode, 404);
  t.same(unknown.response.json(), refused('登陆失败'));
  const none = await beginLogin(app, 'admin');
  t.equal(none.response.statusCode, 500);
  t.same(none.response.json(), refused('无法开始登录: Found no credentials for user'));

  const { credential } = await demoWithPasskey(app);
  const { credential: rootKey } = await registerPasskey(app, await signIn(app, 'root'));
  const begun = await beginLogin(app, 'demo');
  const wrong = await finishLogin(app, begun.cookie, rootKey, begun.options ?? { publicKey: { challenge: '' } });
  t.same(wrong.json(), refused('登录验证失败: User does not own the credential returned'));
  const deletedMeanwhile = await beginLogin(app, 'demo');
  app.store.passkeys.credentials.clear();
  const gone = await finishLogin(app, deletedMeanwhile.cookie, credential, deletedMeanwhile.options ?? { publicKey: { challenge: '' } });
  t.same(gone.json(), refused('登录验证失败: User does not own all credentials from the allowedCredentialList'));
});

t.test('a disabled user is refused after the ceremony, with 403 登陆失败 and no session', async (t) => {
  const app = await start(t);
  const { credential } = await demoWithPasskey(app);
  const demo = [...app.store.users.values()].find((user) => user.username === 'demo');
  if (demo) demo.status = 2;
  const { finish } = await signInWithPasskey(app, credential);
  t.equal(finish.statusCode, 403);
  t.same(finish.json(), refused('登陆失败'));
  t.notOk(
    finish.cookies.some((cookie) => cookie.name === 'session' && cookie.value !== ''),
    'no session cookie',
  );
});

t.test('bodies: login begin binds JSON as gin does; a finish that is not a credential is a parse error', async (t) => {
  const app = await start(t);
  const noBody = await app.inject({ method: 'POST', url: '/api/webauthn/login/begin' });
  t.equal(noBody.statusCode, 400);
  t.same(noBody.json(), refused('请求参数错误'));
  for (const payload of ['[]', '"x"', '{"username":5}']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webauthn/login/begin',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    t.same(res.json(), refused('请求参数错误'), payload);
  }
  const begun = await beginLogin(app);
  const garbage = await post(app, '/api/webauthn/login/finish', begun.cookie, { id: 'x', type: 'public-key' });
  t.equal(garbage.statusCode, 400);
  t.same(garbage.json(), refused('登录验证失败: Parse error for Assertion'));

  const cookie = await signIn(app, 'demo');
  await beginRegistration(app, cookie);
  const badRegistration = await post(app, '/api/webauthn/registration/finish', cookie, { id: 'x' });
  t.same(badRegistration.json(), refused('注册验证失败: Parse error for Registration'));

  const lenient = await post(app, '/api/webauthn/registration/begin', cookie, { alias: ['not', 'text'] });
  t.match(lenient.json(), { success: true }, 'registration begin ignores a body it cannot bind, as upstream');
});

t.test("a ceremony is its user's: another user finishing it in the same session is refused", async (t) => {
  const app = await start(t);
  const tokenOf = (username: string) => [...app.store.users.values()].find((user) => user.username === username)?.access_token ?? '';
  const begin = await app.inject({
    method: 'POST',
    url: '/api/webauthn/registration/begin',
    headers: { authorization: tokenOf('demo') },
    payload: {},
  });
  const cookie = `session=${begin.cookies.find((entry) => entry.name === 'session')?.value ?? ''}`;
  const { response } = createCredential(begin.json<{ data: Parameters<typeof createCredential>[0] }>().data, HONEST);
  const finish = await app.inject({
    method: 'POST',
    url: '/api/webauthn/registration/finish',
    headers: { authorization: tokenOf('operator'), cookie },
    payload: response,
  });
  t.equal(finish.statusCode, 400);
  t.same(finish.json(), refused('注册验证失败: ID mismatch for User and Session'));
});

t.test('roles: a guest gets 401 on the user routes; sign-in is public', async (t) => {
  const app = await start(t);
  const guest = refused('无权进行此操作，未登录且未提供 access token');
  for (const [method, url] of [
    ['POST', '/api/webauthn/registration/begin'],
    ['POST', '/api/webauthn/registration/finish'],
    ['GET', '/api/webauthn/credentials'],
    ['DELETE', '/api/webauthn/credentials/1'],
  ] as const) {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    t.equal(res.statusCode, 401, `${method} ${url}`);
    t.same(res.json(), guest, `${method} ${url}`);
  }
  const banned = await app.inject({
    url: '/api/webauthn/credentials',
    headers: { authorization: [...app.store.users.values()].find((user) => user.username === 'banned')?.access_token ?? '' },
  });
  t.same(banned.json(), refused('用户已被封禁'));
  t.match((await beginLogin(app)).response.json(), { success: true }, 'a guest begins a sign-in');
});

t.test('login begin and finish share the critical-route limit (20 per 20 minutes upstream): 429 with an empty body', async (t) => {
  const app = await start(t, { criticalRateLimit: { max: 3, windowMs: 20 * 60 * 1000 } });
  const headers = { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' };
  const begin = () => app.inject({ method: 'POST', url: '/api/webauthn/login/begin', headers, payload: '{}' });
  const finish = () => app.inject({ method: 'POST', url: '/api/webauthn/login/finish', headers, payload: '{}' });
  t.equal((await begin()).statusCode, 200);
  t.equal((await finish()).statusCode, 400);
  const login = () => app.inject({ method: 'POST', url: '/api/user/login', headers, payload: '{"username":"demo","password":"x"}' });
  t.equal((await login()).statusCode, 200);
  for (const [name, call] of [
    ['begin', begin],
    ['finish', finish],
    ['password sign-in: one budget for every critical route', login],
  ] as const) {
    const res = await call();
    t.equal(res.statusCode, 429, name);
    t.equal(res.body, '', name);
  }
  const other = await app.inject({
    method: 'POST',
    url: '/api/webauthn/login/begin',
    headers: { 'x-forwarded-for': '198.51.100.2' },
    payload: {},
  });
  t.equal(other.statusCode, 200, 'another client is not limited');
});

t.test('upstream-only mode: the passkey routes are upstream’s and stay; the sign-in answer has no extension keys', async (t) => {
  const app = await start(t, { upstreamOnly: true });
  const { credential } = await demoWithPasskey(app);
  const { finish } = await signInWithPasskey(app, credential);
  const data = finish.json<{ data: Record<string, unknown> }>().data;
  t.equal(data.username, 'demo');
  t.notOk('group_id' in data, 'group_id left out');
  t.notOk('google_id' in data, 'google_id left out');
  const list = await app.inject({ url: '/api/webauthn/credentials', headers: { cookie: await signIn(app, 'demo') } });
  t.equal(list.json<{ data: unknown[] }>().data.length, 1);
});
