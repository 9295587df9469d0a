import { OAuthCallbackView } from '#client/auth/oauth-callback-view.tsx';

/** `/oauth/oidc`: the OpenID provider's return (one-hub's RedirectURL, `<ServerAddress>/oauth/oidc`). */
export function Component() {
  return <OAuthCallbackView provider="oidc" />;
}
