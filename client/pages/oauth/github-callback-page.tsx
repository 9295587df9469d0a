import { OAuthCallbackView } from '#client/auth/oauth-callback-view.tsx';

/** `/oauth/github`: the provider's return. */
export function Component() {
  return <OAuthCallbackView provider="github" />;
}
