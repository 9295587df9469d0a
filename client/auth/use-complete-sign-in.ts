import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '#shared/api/schemas/user.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { identifyChatUser } from '#client/components/chat-widget/chat-identity.ts';
import { useSetSession } from '#client/session/session-store.ts';

/**
 * After any successful sign-in: the session knows the user, the support chat learns who it is,
 * and the browser goes to `returnTo` (same-origin paths only) or the default path.
 */
export function useCompleteSignIn(): (user: User, returnTo?: string | null) => Promise<void> {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [params] = useSearchParams();
  return async (user, returnTo) => {
    setSession(user);
    identifyChatUser(user);
    await navigate(safeReturnTo(returnTo ?? params.get('returnTo'), config.defaultPath), { replace: true });
  };
}
