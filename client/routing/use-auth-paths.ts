import { usePublicConfig } from '#client/context/public-config-context.ts';
import { signInPath, signUpPath } from '#shared/route-paths.ts';
import type { QueryInit } from '#shared/route-paths.ts';

export interface AuthPaths {
  /** The configured method's sign-in page, coming back to `returnTo` afterwards. */
  signIn(returnTo?: string): string;
  /** The configured method's sign-up page with an optional query (`returnTo`, `aff`, `email`…). */
  signUp(query?: QueryInit): string;
}

/**
 * Sign-in and sign-up links of the method the console is configured with (`SIGN_IN_METHOD`),
 * for components; loaders and middleware call `signInPath(config.signInMethod)` directly.
 */
export function useAuthPaths(): AuthPaths {
  const { signInMethod } = usePublicConfig();
  return {
    signIn: (returnTo) => signInPath(signInMethod, returnTo),
    signUp: (query) => signUpPath(signInMethod, query),
  };
}
