/**
 * The support chat's identity hand-off. A configured chat widget script exposes
 * `window.ChatWidget` with `identify(user)` and `reset()`; with no widget (the default) nothing
 * happens. Failures are logged and ignored (spec section 8).
 */
export interface ChatIdentity {
  id: number;
  username: string;
  email: string;
}

interface ChatWidgetApi {
  identify(user: ChatIdentity): void;
  reset(): void;
}

declare global {
  interface Window {
    ChatWidget?: ChatWidgetApi;
  }
}

export function identifyChatUser(user: ChatIdentity, target: Pick<Window, 'ChatWidget'> = window): void {
  try {
    target.ChatWidget?.identify({ id: user.id, username: user.username, email: user.email });
  } catch (error) {
    console.error('chat widget identify failed', error);
  }
}

/** Called on sign-out: the chat forgets the user. */
export function resetChatSession(target: Pick<Window, 'ChatWidget'> = window): void {
  try {
    target.ChatWidget?.reset();
  } catch (error) {
    console.error('chat widget reset failed', error);
  }
}
