import {
  WebAuthnAbortService,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { LoginUserSchema } from '#shared/api/schemas/user.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { PasskeyCreationOptionsSchema, PasskeyRequestOptionsSchema } from '#shared/api/schemas/webauthn.ts';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/schemas/webauthn.ts';
import { finishSignIn } from './auth-api.ts';
import type { SignInMethod } from './auth-api.ts';
import { PasskeyUnsupportedError } from './passkey-errors.ts';
import { rememberPasskeyHere } from './passkey-hint.ts';

/**
 * The passkey ceremonies against one-hub's `/api/webauthn/*`, with @simplewebauthn/browser.
 * Loaded on demand (the sign-in page and the profile import it when a ceremony starts), so
 * pages without one never download the library.
 */

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill };

/** Ends a pending ceremony (the page is left); its promise rejects with an AbortError. */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

function requireWebAuthn(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeyUnsupportedError();
}

/** Options for a discoverable sign-in (no username). Each call is one `login/begin`, which the gateway rate-limits. */
export function beginPasskeySignIn(api: ApiClient): Promise<PasskeyRequestOptions> {
  requireWebAuthn();
  return api.post('/api/webauthn/login/begin', { username: '' }, PasskeyRequestOptionsSchema);
}

/**
 * The browser signs the options (in its own dialog, or `autofill` from the username field's
 * suggestions), the gateway checks the assertion and opens a session, which the chosen sign-in
 * method then keeps exactly as after a password.
 */
export async function finishPasskeySignIn(
  api: ApiClient,
  method: SignInMethod,
  options: PasskeyRequestOptions,
  autofill: boolean,
): Promise<User> {
  const response = await startAuthentication({ optionsJSON: options.publicKey, useBrowserAutofill: autofill });
  await api.post('/api/webauthn/login/finish', response, LoginUserSchema);
  rememberPasskeyHere();
  return finishSignIn(api, method);
}

/**
 * one-hub asks for no authenticator preference; the console asks for a discoverable credential
 * where the authenticator can keep one, so the passkey signs in without a username. The gateway
 * accepts either kind; what it states itself wins.
 */
function discoverable(publicKey: PasskeyCreationOptions['publicKey']): PasskeyCreationOptions['publicKey'] {
  return {
    ...publicKey,
    authenticatorSelection: { residentKey: 'preferred', requireResidentKey: false, ...publicKey.authenticatorSelection },
  };
}

/** Creates a passkey for the signed-in user, named `alias` (the gateway names an unnamed one by date and time). */
export async function registerPasskey(api: ApiClient, alias: string): Promise<void> {
  requireWebAuthn();
  const options = await api.post('/api/webauthn/registration/begin', alias === '' ? {} : { alias }, PasskeyCreationOptionsSchema);
  const response = await startRegistration({ optionsJSON: discoverable(options.publicKey) });
  await api.post('/api/webauthn/registration/finish', response, z.unknown());
  rememberPasskeyHere();
}
