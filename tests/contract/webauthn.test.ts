import t from 'tap';
import { z } from 'zod/mini';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  EmptyEnvelopeSchema,
  ErrorEnvelopeSchema,
  LoginUserSchema,
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeyRequestOptionsSchema,
  envelopeOf,
  messagelessEnvelopeOf,
} from '#shared/api/schemas/index.ts';
import { SERVER_ADDRESS, beginLogin, post, registerPasskey, signInWithPasskey } from '#tests/helpers/passkey-calls.ts';

// Every answer of the passkey routes parses with the schemas the console reads them with.

t.test('passkey answers follow the shared schemas', async (t) => {
  const app = await startGateway(t, { criticalRateLimit: false, status: { server_address: SERVER_ADDRESS } });
  const cookie = await signIn(app, 'demo');
  // controller/webauthn.go answers this list without a message: the console's client reads `message` as optional.
  const list = async () =>
    z
      .object({ success: z.literal(true), data: PasskeyListSchema })
      .parse((await app.inject({ url: '/api/webauthn/credentials', headers: { cookie } })).json<unknown>());
  t.same((await list()).data, [], 'null reads as an empty list');

  const begin = await post(app, '/api/webauthn/registration/begin', cookie, { alias: 'Phone' });
  t.ok(messagelessEnvelopeOf(PasskeyCreationOptionsSchema).safeParse(begin.json<unknown>()).success, 'registration options');
  const { credential, finish } = await registerPasskey(app, cookie, { alias: 'Phone' });
  t.ok(EmptyEnvelopeSchema.safeParse(finish.json<unknown>()).success, 'registration finish');
  t.match((await list()).data, [{ alias: 'Phone' }]);

  for (const username of ['', 'demo']) {
    const begun = await beginLogin(app, username);
    t.ok(
      messagelessEnvelopeOf(PasskeyRequestOptionsSchema).safeParse(begun.response.json<unknown>()).success,
      `login options (${username || 'discoverable'})`,
    );
  }
  const { finish: login } = await signInWithPasskey(app, credential);
  t.ok(envelopeOf(LoginUserSchema).safeParse(login.json<unknown>()).success, 'login finish: a LoginUser');

  const refusals = [
    await post(app, '/api/webauthn/login/finish', '', {}),
    (await beginLogin(app, 'nobody')).response,
    await app.inject({ method: 'DELETE', url: '/api/webauthn/credentials/99', headers: { cookie } }),
    (await signInWithPasskey(app, credential, { origin: 'https://elsewhere.example' })).finish,
  ];
  for (const refusal of refusals) t.ok(ErrorEnvelopeSchema.safeParse(refusal.json<unknown>()).success, refusal.body);
  const removed = await app.inject({ method: 'DELETE', url: '/api/webauthn/credentials/1', headers: { cookie } });
  t.ok(EmptyEnvelopeSchema.safeParse(removed.json<unknown>()).success, 'delete');
});
