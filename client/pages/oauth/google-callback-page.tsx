import { OAuthCallbackView } from '#client/auth/oauth-callback-view.tsx';

/** `/oauth/google`: the provider's return. */
export function Component() {
  return <OAuthCallbackView provider="google" />;
}
