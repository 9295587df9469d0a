import { z } from 'zod/mini';

/**
 * The console configuration the browser may see. It is serialised into every page, so it
 * must never hold a secret: add a key here only if a visitor is allowed to read it.
 */
export const PublicConfigSchema = z.object({
  /** `session` uses the gateway's cookie; `jwt` keeps the access token on the client. */
  signInMethod: z.enum(['session', 'jwt']),
  /** Where a signed-in user lands when no `returnTo` is given. */
  defaultPath: z.string(),
  docsUrl: z.string(),
  statusUrl: z.string(),
  githubAuthorizeUrl: z.string(),
  appVersion: z.string(),
  /** The support chat widget's script URL, or '' when there is none (the default). */
  chatWidgetScript: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The sign-up path of each method. */
export const SIGN_UP_PATHS: Record<PublicConfig['signInMethod'], string> = {
  session: '/register',
  jwt: '/auth/jwt/sign-up',
};

/** The sign-in path of each method (spec section 2, "Auth"). */
export const SIGN_IN_PATHS: Record<PublicConfig['signInMethod'], string> = {
  session: '/login',
  jwt: '/auth/jwt/sign-in',
};
