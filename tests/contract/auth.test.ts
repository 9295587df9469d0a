import t from 'tap';
import { buildMockGateway } from '../../mock-gateway/app.ts';
import { sessionCookie, signIn } from '../../mock-gateway/testing.ts';
import {
  EmptyEnvelopeSchema, ErrorEnvelopeSchema, LoginUserSchema, OAuthStateSchema, RelayErrorSchema, ResetResultSchema,
  UserSchema, envelopeOf,
} from '../../shared/api/schemas/index.ts';

async function start(t: { teardown: (fn: () => unknown) => void }) {
  const app = await buildMockGateway();
  t.teardown(() => app.close());
  return app;
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
    const loose = envelopeOf(UserSchema.loose()).parse(res.json<unknown>());
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
  const malformed = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{' });
  t.ok(ErrorEnvelopeSchema.safeParse(malformed.json<unknown>()).success);
  t.ok(RelayErrorSchema.safeParse((await app.inject('/api/does-not-exist')).json<unknown>()).success);
});
