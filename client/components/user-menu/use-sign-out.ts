import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { signInPath } from '#shared/route-paths.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { resetChatSession } from '#client/components/chat-widget/chat-identity.ts';
import { useToast } from '#client/context/toast-context.ts';
import { JWT_ROUTES } from '#shared/config/credentials.ts';
import { browserApi } from '#client/session/credentials.ts';
import { jwtCall } from '#client/session/jwt-session.ts';
import { useSetSession } from '#client/session/session-store.ts';

/**
 * Sign-out (spec section 4): the gateway ends the session (the jwt method: the console has the
 * token replaced at the gateway, so the one this browser held stops working, and drops its
 * cookie), the chat forgets the user, the session becomes a guest's and the sign-in page loads.
 * A failure keeps the user signed in and shows "Unable to logout!".
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('toast');
  const toast = useToast();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const config = usePublicConfig();
  return async () => {
    try {
      // Signed in on either method's page: the browser cannot read which (the token is HttpOnly).
      await jwtCall(JWT_ROUTES.signOut);
      await browserApi().get('/api/user/logout', z.unknown());
    } catch {
      toast.show(t('logout.failed'), { severity: 'error' });
      return;
    }
    resetChatSession();
    setSession(null);
    await navigate(signInPath(config.signInMethod));
  };
}
