import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { PasskeyAuthenticationResponseSchema, PasskeyRegistrationResponseSchema } from '#shared/api/schemas/webauthn.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { DEFAULT_ALGORITHMS, relyingParty } from './webauthn.ts';
import type { PendingCeremony, StoredPasskey } from './webauthn.ts';

/**
 * The cryptography is @simplewebauthn/server's; the refusals are worded as one-hub passes on
 * go-webauthn's (`注册验证失败: ` / `登录验证失败: ` + the error's details), matched per step
 * here. A step only the double refuses (a signature counter that went back) keeps
 * @simplewebauthn's own words.
 */
const UPSTREAM_WORDING: readonly (readonly [RegExp, string])[] = [
  [/response type/, 'Error validating ceremony type'],
  [/response challenge/, 'Error validating challenge'],
  [/top origin/i, 'Error validating topOrigin'],
  [/response origin/, 'Error validating origin'],
  // go-webauthn's ErrVerification without details: RP ID hash, user presence, user verification.
  [/RP ID hash|User not present|User presence|User verification/, 'Error validating the authenticator response'],
  [/public key alg|Attestation Format|attestation statement/, 'Invalid attestation format'],
  [/backed up/, 'Backup State Flag is true but Backup Eligible flag is false which is invalid'],
];

function upstreamWording(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return UPSTREAM_WORDING.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}

/** A ceremony's finish: what to store or update, or go-webauthn's reason (`details`) for refusing it. */
export type Verdict<T> = { ok: true; value: T } | { ok: false; details: string };

/** What a verified registration stores. */
export type NewPasskey = Omit<StoredPasskey, 'id' | 'userId' | 'alias' | 'createdTime'>;

// go-webauthn requires user verification only when the options asked for it ("required"),
// which one-hub's never do (no userVerification: the browser's "preferred"); presence always.
const REQUIRE_USER_VERIFICATION = false;

/** Verifies a registration against its pending ceremony and one-hub's relying party. */
export async function verifyRegistration(store: MockStore, pending: PendingCeremony, body: unknown): Promise<Verdict<NewPasskey>> {
  const parsed = z.safeParse(PasskeyRegistrationResponseSchema, body);
  if (!parsed.success) return { ok: false, details: 'Parse error for Registration' };
  const credential = parsed.data;
  const rp = relyingParty(store);
  const response: RegistrationResponseJSON = {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    response: credential.response,
    clientExtensionResults: {},
  };
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserPresence: true,
      requireUserVerification: REQUIRE_USER_VERIFICATION,
      supportedAlgorithmIDs: [...DEFAULT_ALGORITHMS],
    });
    if (!result.verified) return { ok: false, details: 'Error validating the attestation data provided' };
    const info = result.registrationInfo;
    return {
      ok: true,
      value: {
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backupState: info.credentialBackedUp,
        attestationType: info.fmt,
      },
    };
  } catch (error) {
    return { ok: false, details: upstreamWording(error) };
  }
}

/** What a verified sign-in changes on the stored passkey (the double keeps the counter; upstream does not). */
export interface AssertionUpdate {
  counter: number;
  backupState: boolean;
}

/** Parses an assertion body for the lookups that come before verification (user handle, credential id). */
export function readAssertion(body: unknown): AuthenticationResponseJSON | null {
  const parsed = z.safeParse(PasskeyAuthenticationResponseSchema, body);
  if (!parsed.success) return null;
  const credential = parsed.data;
  const { userHandle, ...rest } = credential.response;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    response: { ...rest, ...(userHandle ? { userHandle } : {}) },
    clientExtensionResults: {},
  };
}

/** Verifies an assertion by a stored passkey against its pending ceremony and one-hub's relying party. */
export async function verifyAssertion(
  store: MockStore,
  pending: PendingCeremony,
  assertion: AuthenticationResponseJSON,
  passkey: StoredPasskey,
): Promise<Verdict<AssertionUpdate>> {
  const rp = relyingParty(store);
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: pending.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: REQUIRE_USER_VERIFICATION,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter },
    });
    // go-webauthn's VerifySignature answers (false, nil) for a signature that does not match.
    if (!result.verified) return { ok: false, details: 'Error validating the assertion signature: <nil>' };
    const info = result.authenticationInfo;
    if ((info.credentialDeviceType === 'multiDevice') !== passkey.backupEligible) {
      return { ok: false, details: 'Backup Eligible flag inconsistency detected during login validation' };
    }
    return { ok: true, value: { counter: info.newCounter, backupState: info.credentialBackedUp } };
  } catch (error) {
    return { ok: false, details: upstreamWording(error) };
  }
}
