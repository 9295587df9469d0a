import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookie } from '#mock-gateway/testing.ts';
import { PasskeyCreationOptionsSchema, PasskeyRequestOptionsSchema, messagelessEnvelopeOf } from '#shared/api/schemas/index.ts';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/schemas/index.ts';
import { assert, createCredential } from './soft-authenticator.ts';
import type { Claims, SoftCredential } from './soft-authenticator.ts';

/** The console's public address the tests give the double as its ServerAddress. */
export const SERVER_ADDRESS = 'https://console.example.com';
/** What a browser on that address claims: its origin and RP ID. */
export const HONEST: Claims = { origin: SERVER_ADDRESS, rpId: 'console.example.com' };

/** One cookie jar: the session cookie a response set replaces the one sent. */
export function nextCookie(response: LightMyRequestResponse, current: string): string {
  return sessionCookie(response) ?? current;
}

/** `POST` with a JSON body and the session cookie, if any. */
export function post(gateway: FastifyInstance, url: string, cookie: string, payload: unknown): Promise<LightMyRequestResponse> {
  return gateway.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

/** Registration begin for a signed-in session. */
export async function beginRegistration(gateway: FastifyInstance, cookie: string, alias?: string): Promise<PasskeyCreationOptions> {
  const response = await post(gateway, '/api/webauthn/registration/begin', cookie, alias === undefined ? {} : { alias });
  const data = messagelessEnvelopeOf(PasskeyCreationOptionsSchema).parse(response.json<unknown>()).data;
  if (!data) throw new Error(`registration begin: ${response.body}`);
  return data;
}

/** A whole registration by the software authenticator; the finish answer and the credential it now holds. */
export async function registerPasskey(
  gateway: FastifyInstance,
  cookie: string,
  options: { alias?: string; claims?: Partial<Claims> } = {},
) {
  const creation = await beginRegistration(gateway, cookie, options.alias);
  const { credential, response } = createCredential(creation, { ...HONEST, ...options.claims });
  const finish = await post(gateway, '/api/webauthn/registration/finish', cookie, response);
  return { credential, finish, creation };
}

/** Sign-in begin (discoverable without `username`) in a guest's new session, or in `cookie`'s. */
export async function beginLogin(gateway: FastifyInstance, username = '', cookie = '') {
  const response = await post(gateway, '/api/webauthn/login/begin', cookie, { username });
  const options: PasskeyRequestOptions | undefined = messagelessEnvelopeOf(PasskeyRequestOptionsSchema).safeParse(response.json<unknown>())
    .data?.data;
  return { response, options, cookie: nextCookie(response, cookie) };
}

/** Signs the begin's options with the credential and sends the assertion; the finish answer. */
export async function finishLogin(
  gateway: FastifyInstance,
  cookie: string,
  credential: SoftCredential,
  options: PasskeyRequestOptions,
  claims: Partial<Claims> = {},
) {
  return post(gateway, '/api/webauthn/login/finish', cookie, assert(credential, options, { ...HONEST, ...claims }));
}

/** A discoverable sign-in from begin to finish in a fresh guest session. */
export async function signInWithPasskey(gateway: FastifyInstance, credential: SoftCredential, claims: Partial<Claims> = {}) {
  const begun = await beginLogin(gateway);
  if (!begun.options) throw new Error(`login begin: ${begun.response.body}`);
  const finish = await finishLogin(gateway, begun.cookie, credential, begun.options, claims);
  return { finish, cookie: begun.cookie, options: begun.options };
}
