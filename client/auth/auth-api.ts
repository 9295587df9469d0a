import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { LoginUserSchema, UserSchema } from '#shared/api/schemas/user.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { AFF_STORAGE_KEY, JWT_ROUTES } from '#shared/config/credentials.ts';
import { trimStrings } from '#shared/format/trim.ts';
import { readLocal } from '#client/session/local-store.ts';
import { jwtCall } from '#client/session/jwt-session.ts';

export type SignInMethod = 'session' | 'jwt';

const AnySchema = z.unknown();

/** The inviter's code captured from `?aff=` on any page, sent with sign-up and OAuth. */
export function affiliateCode(): string {
  return readLocal(AFF_STORAGE_KEY) ?? '';
}

/** The `turnstile` query of the calls that need human verification (empty when it is off). */
export function turnstileQuery(token: string | null): Record<string, string | undefined> {
  return token ? { turnstile: token } : {};
}

/**
 * Signs in with the chosen method. `session`: the gateway sets its cookie. `jwt`: the same
 * sign-in, then the console trades the cookie session for the user's access token, kept in an
 * HttpOnly cookie no script can read, and the cookie session is dropped, so every later call
 * authenticates with the token only.
 */
export async function signIn(api: ApiClient, method: SignInMethod, credentials: { username: string; password: string }): Promise<User> {
  await api.post('/api/user/login', trimStrings({ username: credentials.username, password: credentials.password }), LoginUserSchema);
  return finishSignIn(api, method);
}

/**
 * After the gateway signed the browser in with its cookie (password, OAuth callback, WeChat code):
 * for `jwt` the access token replaces the cookie session (`JWT_ROUTES.session`); the signed-in user.
 */
export async function finishSignIn(api: ApiClient, method: SignInMethod): Promise<User> {
  if (method === 'jwt') {
    await jwtCall(JWT_ROUTES.session);
    await api.get('/api/user/logout', AnySchema).catch(() => undefined);
  }
  return api.get('/api/user/self', UserSchema);
}

export interface SignUpInput {
  username: string;
  password: string;
  email?: string;
  verification_code?: string;
}

/** Creates the account (form fields plus `aff_code`), answering the gateway's message on failure. */
export async function signUp(api: ApiClient, input: SignUpInput, turnstile: string | null): Promise<void> {
  const body = trimStrings({ ...input, aff_code: affiliateCode() });
  await api.post('/api/user/register', body, AnySchema, turnstileQuery(turnstile));
}
