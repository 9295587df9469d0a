import { z } from 'zod/mini';

/**
 * Passkeys (one-hub's `/api/webauthn/*`, contract §2.2; controller/webauthn.go). The options come
 * from go-webauthn wrapped as `{publicKey: {...}}`; the finish endpoints read the browser's
 * credential JSON (what `@simplewebauthn/browser` returns) as the raw request body.
 */

const Base64UrlSchema = z.string().check(z.minLength(1));
/** WebAuthn's requirement levels (user verification, resident key). */
const RequirementSchema = z.enum(['required', 'preferred', 'discouraged']);

/** One stored passkey of the caller (`GET /api/webauthn/credentials`); no key material. */
export const PasskeySchema = z.object({
  id: z.int(),
  /** The credential id as Go marshals `[]byte`: standard base64 with padding. */
  credential_id: z.string(),
  alias: z.string(),
  /** Unix seconds. */
  created_time: z.int(),
});
/** A passkey as the profile lists it. */
export type Passkey = z.infer<typeof PasskeySchema>;

/** `GET /api/webauthn/credentials` data: Go's nil slice is `null` when there are none. */
export const PasskeyListSchema = z.pipe(
  z.nullable(z.array(PasskeySchema)),
  z.transform((list) => list ?? []),
);

/** A credential named in the options (`excludeCredentials`, `allowCredentials`). */
const CredentialDescriptorSchema = z.object({ id: Base64UrlSchema, type: z.literal('public-key') });

/** `POST /api/webauthn/registration/begin` data: go-webauthn's `CredentialCreation`. */
export const PasskeyCreationOptionsSchema = z.object({
  publicKey: z.object({
    rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
    user: z.object({ id: Base64UrlSchema, name: z.string(), displayName: z.string() }),
    challenge: Base64UrlSchema,
    pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.int() })),
    timeout: z.optional(z.int()),
    excludeCredentials: z.optional(z.array(CredentialDescriptorSchema)),
    authenticatorSelection: z.optional(
      z.object({
        authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
        residentKey: z.optional(RequirementSchema),
        requireResidentKey: z.optional(z.boolean()),
        userVerification: z.optional(RequirementSchema),
      }),
    ),
    attestation: z.optional(z.enum(['none', 'indirect', 'direct', 'enterprise'])),
  }),
});
/** Registration options as the gateway sends them. */
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptionsSchema>;

/** `POST /api/webauthn/login/begin` data: go-webauthn's `CredentialAssertion`. */
export const PasskeyRequestOptionsSchema = z.object({
  publicKey: z.object({
    challenge: Base64UrlSchema,
    timeout: z.optional(z.int()),
    rpId: z.optional(z.string()),
    /** Only for a sign-in by username; a discoverable sign-in names none. */
    allowCredentials: z.optional(z.array(CredentialDescriptorSchema)),
    userVerification: z.optional(RequirementSchema),
  }),
});
/** Sign-in options as the gateway sends them. */
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptionsSchema>;

/** The longest passkey name: upstream's `alias` column is `varchar(255)`. */
export const PASSKEY_ALIAS_MAX = 255;

/** `POST /api/webauthn/registration/begin` body: an optional name for the new passkey (upstream ignores a bad body). */
export const PasskeyRegistrationBeginSchema = z.object({ alias: z.optional(z.string().check(z.maxLength(PASSKEY_ALIAS_MAX))) });
/** What the profile's dialog sends. */
export type PasskeyRegistrationBegin = z.infer<typeof PasskeyRegistrationBeginSchema>;

/** `POST /api/webauthn/login/begin` body: `username` empty or absent = a discoverable sign-in. */
export const PasskeyLoginBeginSchema = z.object({ username: z.optional(z.string()) });
/** What the sign-in page sends. */
export type PasskeyLoginBegin = z.infer<typeof PasskeyLoginBeginSchema>;

// The browser's credential JSON (WebAuthn L3 `toJSON()`, @simplewebauthn/browser). Extension
// results and newer keys are sent as they are; the gateway reads what it knows.
const CredentialJsonBase = {
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.optional(z.unknown()),
};

/** `POST /api/webauthn/registration/finish` body: the new credential. */
export const PasskeyRegistrationResponseSchema = z.object({
  ...CredentialJsonBase,
  response: z.object({
    clientDataJSON: Base64UrlSchema,
    attestationObject: Base64UrlSchema,
    transports: z.optional(z.array(z.string())),
  }),
});
/** A registration response as the gateway reads it. */
export type PasskeyRegistrationResponse = z.infer<typeof PasskeyRegistrationResponseSchema>;

/** `POST /api/webauthn/login/finish` body: the assertion. */
export const PasskeyAuthenticationResponseSchema = z.object({
  ...CredentialJsonBase,
  response: z.object({
    clientDataJSON: Base64UrlSchema,
    authenticatorData: Base64UrlSchema,
    signature: Base64UrlSchema,
    userHandle: z.optional(z.nullable(z.string())),
  }),
});
/** An assertion as the gateway reads it. */
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponseSchema>;
