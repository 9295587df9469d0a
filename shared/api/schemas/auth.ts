import { z } from 'zod/mini';

/** `POST /api/user/login` body; `username` may also be an e-mail address (contract §2.2). */
export const LoginBodySchema = z.object({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
/** Sign-in request body. */
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * `POST /api/user/register` body (contract §2.2): username ≤ 12, password 8–20;
 * e-mail and code are needed only when e-mail verification is on; `aff_code` is the inviter's code.
 */
export const RegisterBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(12)),
  password: z.string().check(z.minLength(8), z.maxLength(20)),
  email: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(50))])),
  verification_code: z.optional(z.string()),
  aff_code: z.optional(z.string()),
});
/** Sign-up request body. */
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** `POST /api/user/reset` body: the e-mail and token from the reset link (contract §2.2). */
export const ResetBodySchema = z.object({
  email: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
/** Password-reset confirmation body. */
export type ResetBody = z.infer<typeof ResetBodySchema>;

/**
 * `POST /api/oauth/google` body (extension): the callback's parameters, which may come in the
 * query instead (the console sends them there and an empty body); all optional.
 */
export const OAuthCallbackBodySchema = z.object({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  aff: z.optional(z.string()),
});
/** The OAuth callback's parameters. */
export type OAuthCallbackBody = z.infer<typeof OAuthCallbackBodySchema>;

/** `/api/user/reset` data: the new random password (contract §2.2). */
export const ResetResultSchema = z.string().check(z.minLength(1));
/** The new password. */
export type ResetResult = z.infer<typeof ResetResultSchema>;

/** `/api/oauth/state` data: the OAuth state string kept in the session (contract §2.2). */
export const OAuthStateSchema = z.string().check(z.minLength(1));
/** An OAuth state value. */
export type OAuthState = z.infer<typeof OAuthStateSchema>;

/**
 * `/api/oauth/endpoint` data (the OIDC issuer's authorize URL, contract §2.2) and
 * `/api/oauth/google/url` data (extension, extensions.md): an absolute authorize URL carrying the
 * state the gateway stored in the session.
 */
export const OAuthUrlSchema = z.url();
/** An OAuth authorize URL. */
export type OAuthUrl = z.infer<typeof OAuthUrlSchema>;

/** `/api/user/token` data: a new 32-hex access token, replacing the previous one (contract §1.2, §2.3). */
export const AccessTokenSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/));
/** A management access token. */
export type AccessToken = z.infer<typeof AccessTokenSchema>;
