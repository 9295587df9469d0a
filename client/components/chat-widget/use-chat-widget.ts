import { useEffect } from 'react';
import { usePublicConfig } from '../../app/public-config-context.ts';
import { useSessionUser } from '../../session/session-store.ts';
import { identifyChatUser } from './chat-identity.ts';

let loaded: Promise<void> | null = null;

function loadScript(src: string): Promise<void> {
  loaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`chat widget script failed to load: ${src}`));
    document.head.append(script);
  });
  return loaded;
}

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
