import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { createIdentity } from '#mock-gateway/store/oauth.ts';
import { SEED_OIDC_SUBJECT } from '#mock-gateway/store/seed.ts';
import { oidcAuthorize, oidcSignIn, sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';

// The whole OIDC code flow through the double's real OpenID provider (oidc-provider), in-process:
// /api/oauth/endpoint → the provider's authorize → its account page → the redirect with a code →
// /api/oauth/oidc, where the double exchanges the code (openid-client) and verifies the ID token.

const NOW = Date.UTC(2025, 5, 1);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, ...options });
}

function callback(app: MockGateway, cookie: string, query: Record<string, string>) {
  return app.inject({ url: `/api/oauth/oidc?${new URLSearchParams(query)}`, headers: { cookie } });
}

function self(app: MockGateway, cookie: string) {
  return app.inject({ url: '/api/user/self', headers: { cookie } }).then((res) => res.json<{ data: Record<string, unknown> }>().data);
}

t.test('the endpoint answers the provider authorize URL with a fresh session state, as AuthCodeURL builds it', async (t) => {
  const app = await start(t);
  const res = await app.inject('/api/oauth/endpoint');
  const url = new URL(res.json<{ data: string }>().data);
  t.equal(`${url.origin}${url.pathname}`, 'http://localhost:3100/oauth-fake/oidc/auth', 'on <ServerAddress>/oauth-fake/oidc');
  t.match(Object.fromEntries(url.searchParams), {
    client_id: 'mock-oidc-client-id',
    redirect_uri: 'http://localhost:3100/oauth/oidc',
    response_type: 'code',
    scope: 'openid profile email',
    access_type: 'offline',
    state: /^[A-Za-z0-9]{12}$/,
    // The double's PKCE on its own leg (one-hub sends none); the console only navigates to the URL.
    code_challenge: /^[A-Za-z0-9_-]{43}$/,
    code_challenge_method: 'S256',
  });
  const cookie = sessionCookie(res) ?? '';
  t.not(cookie, '', 'the state lives in a new anonymous session');
  const again = await app.inject({ url: '/api/oauth/endpoint', headers: { cookie } });
  t.not(new URL(again.json<{ data: string }>().data).searchParams.get('state'), url.searchParams.get('state'), 'a new state each time');
});

t.test('the linked account signs demo in like login: a new session, the login answer', async (t) => {
  const app = await start(t);
  const { callback: back, cookie } = await oidcAuthorize(app, SEED_OIDC_SUBJECT);
  t.equal(`${back.origin}${back.pathname}`, 'http://localhost:3100/oauth/oidc', 'back to <ServerAddress>/oauth/oidc');
  t.equal(back.searchParams.get('iss'), 'http://localhost:3100/oauth-fake/oidc');
  const res = await callback(app, cookie, { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' });
  t.equal(res.statusCode, 200);
  t.match(res.json<unknown>(), { success: true, message: '', data: { id: 4, username: 'demo', role: 1, status: 1, access_token: '' } });
  const signedIn = sessionCookie(res) ?? '';
  t.not(signedIn, cookie, 'a fresh session id after sign-in');
  t.match(await self(app, signedIn), { username: 'demo', oidc_id: SEED_OIDC_SUBJECT });
  t.equal(app.store.users.get(4)?.last_login_time, NOW / 1000);
});

t.test('a new account signs up with the claims, credits the invite code, and comes back to itself', async (t) => {
  const app = await start(t, { settings: { QuotaForInviter: 1000, QuotaForInvitee: 300, QuotaForNewUser: 50 } });
  const res = await oidcSignIn(app, 'new', { aff: 'DEMO' });
  const first = res.json<{ success: boolean; data: { id: number; username: string } }>();
  t.equal(first.success, true);
  t.match(first.data.username, /^oidc-[a-z0-9]{4}$/, 'the preferred_username claim');
  const created = app.store.users.get(first.data.id);
  t.match(created, { role: 1, status: 1, group: 'default', display_name: 'OIDC User', inviter_id: 4, quota: 350 });
  t.match(created?.oidc_id, /^[0-9a-f-]{36}$/, 'oidc_id = the ID token subject');
  t.equal(created?.email, `${first.data.username}@idp.example`);
  t.match(app.store.users.get(4), { aff_count: 13, aff_quota: 1501000 }, 'the inviter credited');
  const again = await oidcSignIn(app, created?.oidc_id ?? '');
  t.match(again.json<unknown>(), { success: true, data: { id: first.data.id } }, 'the same account signs in again');
  t.equal(app.store.users.size, 6);
});

t.test('an unknown subject whose username exists is bound to that user and signs in, as one-hub does', async (t) => {
  const app = await start(t);
  const identity = createIdentity(app.store, 'oidc');
  identity.label = 'operator';
  const res = await oidcSignIn(app, identity.subject);
  t.match(res.json<unknown>(), { success: true, data: { username: 'operator' } });
  t.equal(app.store.users.get(3)?.oidc_id, identity.subject);
});

t.test('signed in, the account is bound (message "bind"); an account bound elsewhere is refused', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'admin');
  const bind = await oidcSignIn(app, 'new', { cookie });
  t.same(bind.json<unknown>(), { success: true, message: 'bind' });
  t.equal(sessionCookie(bind), undefined, 'the session stays');
  const bound = app.store.users.get(2)?.oidc_id ?? '';
  t.match(bound, /^[0-9a-f-]{36}$/);
  t.match(await self(app, cookie), { username: 'admin', oidc_id: bound });
  const taken = await oidcSignIn(app, SEED_OIDC_SUBJECT, { cookie });
  t.same(taken.json<unknown>(), { success: false, message: '该 OIDC 账户已被绑定' });
  t.equal(app.store.users.get(2)?.oidc_id, bound, 'unchanged');
});

t.test('a wrong, missing or replayed state is 403; a replayed code is refused by the provider', async (t) => {
  const app = await start(t);
  const { callback: back, cookie } = await oidcAuthorize(app, SEED_OIDC_SUBJECT);
  const code = back.searchParams.get('code') ?? '';
  const state = back.searchParams.get('state') ?? '';
  for (const [label, sessionCookieValue, sentState] of [
    ['other state', cookie, 'not-the-state'],
    ['no state', cookie, ''],
    ['no session', '', state],
  ] as const) {
    const res = await callback(app, sessionCookieValue, { code, state: sentState });
    t.equal(res.statusCode, 403, label);
    t.same(res.json<unknown>(), { success: false, message: 'state is empty or not same' }, label);
  }
  const admin = await signIn(app, 'admin');
  const first = await oidcAuthorize(app, 'new', admin);
  const firstQuery = { code: first.callback.searchParams.get('code') ?? '', state: first.callback.searchParams.get('state') ?? '' };
  t.match((await callback(app, admin, firstQuery)).json<unknown>(), { success: true, message: 'bind' });
  const replayed = await callback(app, admin, firstQuery);
  t.equal(replayed.statusCode, 403, 'the same state twice');

  // A fresh state with a used code: the provider refuses it, one-hub answers 400 in plain text.
  const fresh = new URL((await app.inject({ url: '/api/oauth/endpoint', headers: { cookie: admin } })).json<{ data: string }>().data);
  const used = await callback(app, admin, { code: firstQuery.code, state: fresh.searchParams.get('state') ?? '' });
  t.equal(used.statusCode, 400);
  t.match(used.headers['content-type'], /^text\/plain/);
  t.equal(used.body, 'Failed to exchange token: oauth2: "invalid_grant" "grant request is invalid"');
  const noCode = new URL((await app.inject({ url: '/api/oauth/endpoint', headers: { cookie: admin } })).json<{ data: string }>().data);
  const empty = await callback(app, admin, { code: '', state: noCode.searchParams.get('state') ?? '' });
  t.equal(empty.statusCode, 400, 'no code');
  t.match(empty.body, /^Failed to exchange token: /);
});

t.test('PKCE: a code from another browser’s round trip cannot be redeemed in a session of the attacker’s', async (t) => {
  const app = await start(t);
  // The victim's browser came back from the provider with a code (leaked by a log, a referrer…).
  const victim = await oidcAuthorize(app, SEED_OIDC_SUBJECT);
  const stolenCode = victim.callback.searchParams.get('code') ?? '';
  // The attacker starts a round trip of their own, for a state their session holds, and presents
  // the victim's code with it: the state check passes, the provider's PKCE check does not.
  const started = await app.inject('/api/oauth/endpoint');
  const attacker = sessionCookie(started) ?? '';
  const state = new URL(started.json<{ data: string }>().data).searchParams.get('state') ?? '';
  const res = await callback(app, attacker, { code: stolenCode, state });
  t.equal(res.statusCode, 400);
  t.equal(res.body, 'Failed to exchange token: oauth2: "invalid_grant" "grant request is invalid"');
  t.match(
    await app.inject({ url: '/api/user/self', headers: { cookie: attacker } }),
    { statusCode: 401 },
    'the attacker is signed in as nobody',
  );
  // The victim's own callback still works (the failed attempt did not use the code up).
  const own = await callback(app, victim.cookie, { code: stolenCode, state: victim.callback.searchParams.get('state') ?? '' });
  t.match(own.json<unknown>(), { success: true, data: { username: 'demo' } });
});

t.test('a disabled user is refused, linked or matched by username; registration can be closed', async (t) => {
  const app = await start(t);
  const linked = createIdentity(app.store, 'oidc');
  const banned = app.store.users.get(5);
  if (banned) banned.oidc_id = linked.subject;
  t.same((await oidcSignIn(app, linked.subject)).json<unknown>(), { success: false, message: '用户已被封禁或不存在' });
  const named = createIdentity(app.store, 'oidc');
  named.label = 'banned';
  t.same((await oidcSignIn(app, named.subject)).json<unknown>(), { success: false, message: '用户已被封禁或不存在' });
  app.store.settings.RegisterEnabled = false;
  t.same((await oidcSignIn(app, 'new')).json<unknown>(), { success: false, message: '管理员关闭了新用户注册' });
  t.match((await oidcSignIn(app, SEED_OIDC_SUBJECT)).json<unknown>(), { success: true }, 'a known account still signs in');
});

t.test('a user without the username claim has no OIDC sign-in; denying at the provider sends no code', async (t) => {
  const app = await start(t, { settings: { OIDCUsernameClaims: 'employee_id' } });
  t.same((await oidcSignIn(app, SEED_OIDC_SUBJECT)).json<unknown>(), { success: false, message: '用户没有OIDC登录权限' });
  const denied = await oidcAuthorize(app, 'deny');
  t.equal(denied.callback.searchParams.get('error'), 'access_denied');
  t.equal(denied.callback.searchParams.get('code'), null);
});

t.test('switched off: both endpoints refuse before the state is looked at', async (t) => {
  const app = await start(t, { status: { oidc_auth: false } });
  t.same((await app.inject('/api/oauth/endpoint')).json<unknown>(), { success: false, message: '管理员未开启通过OIDC登录' });
  const res = await app.inject('/api/oauth/oidc?code=x&state=y');
  t.equal(res.statusCode, 200);
  t.same(res.json<unknown>(), { success: false, message: '管理员未开启通过OIDC登录' });
});

t.test('unbind clears oidc_id; the seeded account then finds demo by username again', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const res = await app.inject({ method: 'POST', url: '/api/user/unbind', headers: { cookie }, payload: { type: 'oidc' } });
  t.same(res.json<unknown>(), { success: true, message: '' });
  t.equal((await self(app, cookie)).oidc_id, '');
  t.match((await oidcSignIn(app, SEED_OIDC_SUBJECT)).json<unknown>(), { success: true, data: { username: 'demo' } });
  t.equal(app.store.users.get(4)?.oidc_id, SEED_OIDC_SUBJECT);
});

t.test('both endpoints are critical routes: one budget, then 429 with an empty body', async (t) => {
  const app = await start(t, { criticalRateLimit: { max: 2, windowMs: 60_000 } });
  t.equal((await app.inject('/api/oauth/endpoint')).statusCode, 200);
  t.equal((await app.inject('/api/oauth/oidc?code=x&state=y')).statusCode, 403);
  for (const url of ['/api/oauth/endpoint', '/api/oauth/oidc?code=x&state=y']) {
    const limited = await app.inject(url);
    t.equal(limited.statusCode, 429, url);
    t.equal(limited.body, '', url);
  }
});

t.test('upstream-only: present; a signed-in caller is signed in as the account (one-hub binds nothing)', async (t) => {
  const app = await start(t, { upstreamOnly: true });
  const res = await oidcSignIn(app, SEED_OIDC_SUBJECT);
  const body = res.json<{ success: boolean; data: Record<string, unknown> }>();
  t.match(body, { success: true, data: { username: 'demo' } });
  t.notOk('group_id' in body.data, 'no extension keys');
  const admin = await signIn(app, 'admin');
  const switched = await oidcSignIn(app, SEED_OIDC_SUBJECT, { cookie: admin });
  t.match(switched.json<unknown>(), { success: true, data: { username: 'demo' } }, 'not "bind"');
  t.equal(app.store.users.get(2)?.oidc_id, '', 'admin stays unbound');
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie: admin } })).statusCode, 401, "admin's session ended");
});
