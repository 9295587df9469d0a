import { z } from 'zod/mini';
import { OAuthStateSchema } from '../../../../shared/api/schemas/auth.ts';
import { rememberOAuthReturn } from '../../../auth/oauth-return.ts';
import { browserApi } from '../../../session/credentials.ts';
import { pathOf } from '../../../../shared/route-paths.ts';

/**
 * Binding GitHub, Google or Lark is the sign-in round trip made while signed in: the gateway's
 * callback sees the session and binds instead of signing in (it answers `message: "bind"`).
 * The callback page then goes to the remembered `returnTo`, which brings the user back here
 * with `?bound=<provider>`.
 */
function returnHere(provider: string): void {
  rememberOAuthReturn(pathOf('dashboard.profile', { query: { bound: provider } }));
}

export async function startGitHubBind(authorizeUrl: string, clientId: string): Promise<void> {
  const state = await browserApi().get('/api/oauth/state', OAuthStateSchema);
  returnHere('github');
  const url = new URL(authorizeUrl, window.location.origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('state', state);
  url.searchParams.set('scope', 'user:email');
  url.searchParams.set('redirect_uri', `${window.location.origin}${pathOf('oauthGithub')}`);
  window.location.assign(url.toString());
}

export async function startGoogleBind(): Promise<void> {
  const url = await browserApi().get('/api/oauth/google/url', z.string().check(z.minLength(1)));
  returnHere('google');
  window.location.assign(url);
}

// Lark (Feishu) binding returns to `/oauth/lark`, a page the console does not have yet: its bind
// button stays hidden until that page is in the route table (see bindings-card.tsx).
