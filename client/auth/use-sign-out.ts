import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { signInPath } from '#shared/route-paths.ts';
import { usePublicConfig } from '#client/app/public-config-context.ts';
import { resetChatSession } from '#client/components/chat-widget/chat-identity.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { browserApi, clearAccessToken } from '#client/session/credentials.ts';
import { useSetSession } from '#client/session/session-store.ts';

/**
 * Sign-out (spec section 4): the gateway ends the session, the chat forgets the user, the
 * session becomes a guest's and the sign-in page loads. A failure keeps the user signed in
 * and shows "Unable to logout!".
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('toast');
  const toast = useToast();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const config = usePublicConfig();
  return async () => {
    try {
      await browserApi().get('/api/user/logout', z.unknown());
    } catch {
      toast.show(t('logout.failed'), { severity: 'error' });
      return;
    }
    clearAccessToken();
    resetChatSession();
    setSession(null);
    await navigate(signInPath(config.signInMethod));
  };
}
