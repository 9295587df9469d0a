import { z } from 'zod';
import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  AccessTokenSchema,
  AffCodeSchema,
  EmptyEnvelopeSchema,
  ErrorEnvelopeSchema,
  LoginUserSchema,
  OAuthStateSchema,
  OAuthUrlSchema,
  RelayErrorSchema,
  ResetResultSchema,
  UserSchema,
  envelopeOf,
} from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t);
}

t.test('login answers a LoginUser envelope for each seeded account', async (t) => {
  const app = await start(t);
  for (const username of ['root', 'admin', 'operator', 'demo']) {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: '123456' } });
    const body = envelopeOf(LoginUserSchema).parse(res.json<unknown>());
    t.equal(body.data?.username, username);
  }
});

t.test('/api/user/self parses as User for each role, with exactly the schema’s keys', async (t) => {
  const app = await start(t);
  for (const username of ['root', 'admin', 'operator', 'demo']) {
    const res = await app.inject({ url: '/api/user/self', headers: { cookie: await signIn(app, username) } });
    const parsed = envelopeOf(UserSchema).safeParse(res.json<unknown>());
    t.ok(parsed.success, username, { issues: parsed.error?.issues });
    const loose = envelopeOf(z.looseObject(UserSchema.shape)).parse(res.json<unknown>());
    t.same(Object.keys(loose.data ?? {}).sort(), Object.keys(UserSchema.shape).sort(), `${username}: no extra keys`);
  }
});

t.test('data-less successes parse as an empty envelope', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const calls = {
    logout: app.inject({ url: '/api/user/logout', headers: { cookie } }),
    register: app.inject({ method: 'POST', url: '/api/user/register', payload: { username: 'newbie', password: 'password1' } }),
    verification: app.inject('/api/verification?email=new@example.com'),
    reset_password: app.inject('/api/reset_password?email=root@example.com'),
  };
  for (const [name, call] of Object.entries(calls)) {
    const body = EmptyEnvelopeSchema.parse((await call).json<unknown>());
    t.equal(body.success, true, name);
    t.equal(body.data, undefined, name);
  }
});

t.test('oauth state and password reset return strings', async (t) => {
  const app = await start(t);
  const state = await app.inject('/api/oauth/state');
  t.ok(envelopeOf(OAuthStateSchema).parse(state.json<unknown>()).data);
  t.ok(sessionCookie(state));
  await app.inject('/api/reset_password?email=root@example.com');
  const token = app.store.resetTokens.get('root@example.com')?.code ?? '';
  const reset = await app.inject({ method: 'POST', url: '/api/user/reset', payload: { email: 'root@example.com', token } });
  t.ok(envelopeOf(ResetResultSchema).parse(reset.json<unknown>()).data);
});

t.test('failures parse as error envelopes; unknown paths as relay errors', async (t) => {
  const app = await start(t);
  const unauthorised = await app.inject('/api/user/self');
  t.equal(unauthorised.statusCode, 401);
  t.ok(ErrorEnvelopeSchema.safeParse(unauthorised.json<unknown>()).success);
  const badLogin = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'root', password: 'x' } });
  t.ok(ErrorEnvelopeSchema.safeParse(badLogin.json<unknown>()).success);
  const malformed = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: '{',
  });
  t.ok(ErrorEnvelopeSchema.safeParse(malformed.json<unknown>()).success);
  t.ok(RelayErrorSchema.safeParse((await app.inject('/api/does-not-exist')).json<unknown>()).success);
});

t.test('the jwt method: /api/user/token is an AccessToken, /api/user/aff an AffCode', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const token =
    envelopeOf(AccessTokenSchema).parse((await app.inject({ url: '/api/user/token', headers: { cookie } })).json<unknown>()).data ?? '';
  const self = await app.inject({ url: '/api/user/self', headers: { authorization: `Bearer ${token}` } });
  t.ok(envelopeOf(UserSchema).safeParse(self.json<unknown>()).success);
  const aff = await app.inject({ url: '/api/user/aff', headers: { authorization: token } });
  t.equal(envelopeOf(AffCodeSchema).parse(aff.json<unknown>()).data, 'DEMO');
  const banned = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'banned', password: '123456' } });
  t.ok(ErrorEnvelopeSchema.safeParse(banned.json<unknown>()).success, 'a banned sign-in is an error envelope');
});

t.test('OAuth: the Google URL is an OAuthUrl; callbacks answer LoginUser, bind, or a 403 error envelope', async (t) => {
  const app = await start(t);
  const urlRes = await app.inject('/api/oauth/google/url');
  const url = new URL(envelopeOf(OAuthUrlSchema).parse(urlRes.json<unknown>()).data ?? '');
  const cookie = sessionCookie(urlRes) ?? '';
  const location = (await app.inject(`${url.pathname}${url.search}&as=new`)).headers.location;
  const back = new URL(String(location), 'http://console.test');
  const google = await app.inject({ method: 'POST', url: `/api/oauth/google${back.search}`, headers: { cookie } });
  t.ok(envelopeOf(LoginUserSchema).safeParse(google.json<unknown>()).success, 'google sign-in');

  const signedIn = sessionCookie(google) ?? '';
  const state = (await app.inject({ url: '/api/oauth/state', headers: { cookie: signedIn } })).json<{ data: string }>().data;
  const github = new URL(
    String((await app.inject(`/oauth-fake/github/authorize?client_id=mock-github-client-id&state=${state}&as=new`)).headers.location),
    'http://console.test',
  );
  const bind = await app.inject({ url: `/api/oauth/github${github.search}`, headers: { cookie: signedIn } });
  const body = EmptyEnvelopeSchema.parse(bind.json<unknown>());
  t.same(body, { success: true, message: 'bind' });

  const mismatch = await app.inject({ url: '/api/oauth/github?code=x&state=y', headers: { cookie: signedIn } });
  t.equal(mismatch.statusCode, 403);
  t.ok(ErrorEnvelopeSchema.safeParse(mismatch.json<unknown>()).success);
  const self = await app.inject({ url: '/api/user/self', headers: { cookie: signedIn } });
  t.match(envelopeOf(UserSchema).parse(self.json<unknown>()).data, { google_id: /^\d{21}$/, github_id: /^octo-/ });
});
