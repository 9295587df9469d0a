import { OAuthCallbackView } from '#client/auth/oauth-callback-view.tsx';

/** `/oauth/lark`: Lark's (Feishu's) return. */
export function Component() {
  return <OAuthCallbackView provider="lark" />;
}
