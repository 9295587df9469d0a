import t from 'tap';
import { EmptyEnvelopeSchema, ErrorEnvelopeSchema, LoginUserSchema, OAuthUrlSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { SEED_OIDC_SUBJECT } from '#mock-gateway/store/seed.ts';
import { oidcSignIn, signIn, startGateway } from '#mock-gateway/testing.ts';

t.test('OIDC: the endpoint is an OAuthUrl; the callback answers LoginUser, bind, or a 403 error envelope', async (t) => {
  const app = await startGateway(t);
  const endpoint = envelopeOf(OAuthUrlSchema).parse((await app.inject('/api/oauth/endpoint')).json<unknown>());
  t.match(endpoint.data, /^http:\/\/localhost:3100\/oauth-fake\/oidc\/auth\?/);

  const signedIn = envelopeOf(LoginUserSchema).parse((await oidcSignIn(app, SEED_OIDC_SUBJECT)).json<unknown>());
  t.equal(signedIn.data?.username, 'demo');

  const admin = await signIn(app, 'admin');
  t.same(EmptyEnvelopeSchema.parse((await oidcSignIn(app, 'new', { cookie: admin })).json<unknown>()), { success: true, message: 'bind' });

  const mismatch = await app.inject({ url: '/api/oauth/oidc?code=x&state=y', headers: { cookie: admin } });
  t.equal(mismatch.statusCode, 403);
  t.ok(ErrorEnvelopeSchema.safeParse(mismatch.json<unknown>()).success);
  app.store.status.oidc_auth = false;
  t.ok(ErrorEnvelopeSchema.safeParse((await app.inject('/api/oauth/endpoint')).json<unknown>()).success, 'switched off');
});

t.test('OIDC in upstream-only mode: the same shapes (one-hub has both routes)', async (t) => {
  const app = await startGateway(t, { upstreamOnly: true });
  envelopeOf(OAuthUrlSchema).parse((await app.inject('/api/oauth/endpoint')).json<unknown>());
  const signedIn = envelopeOf(LoginUserSchema).parse((await oidcSignIn(app, 'new')).json<unknown>());
  t.match(signedIn.data?.username, /^oidc-/);
});
