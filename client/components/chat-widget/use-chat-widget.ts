import { useEffect } from 'react';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { loadScript } from '#client/context/page-scripts.ts';
import { identifyChatUser } from './chat-identity.ts';

/**
 * Loads the configured support chat (none by default) and tells it who is signed in; a widget
 * that fails to load or to take the identity is logged and otherwise ignored.
 */
export function useChatWidget(): void {
  const { chatWidgetScript } = usePublicConfig();
  const user = useSessionUser();
  useEffect(() => {
    if (!chatWidgetScript) return;
    loadScript(chatWidgetScript).then(
      () => {
        if (user) identifyChatUser(user);
      },
      (error: unknown) => console.error(error),
    );
  }, [chatWidgetScript, user]);
}
