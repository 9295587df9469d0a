import { signUpPath } from './route-paths.ts';
import type { SignInMethod } from './route-paths.ts';

/**
 * The sign-up link that credits an inviter (contract §2.3: the console builds it from
 * `/api/user/aff`), on the sign-up page of the configured method (`SIGN_IN_METHOD`).
 */
export function inviteLink(origin: string, affCode: string, method: SignInMethod): string {
  return `${origin}${signUpPath(method)}?aff=${encodeURIComponent(affCode)}`;
}
