import { z } from 'zod/mini';
import { OAuthStateSchema } from '../../../../shared/api/schemas/auth.ts';
import { rememberOAuthReturn } from '../../../auth/oauth-return.ts';
import { browserApi } from '../../../session/credentials.ts';

/**
 * Binding GitHub, Google or Lark is the sign-in round trip made while signed in: the gateway's
 * callback sees the session and binds instead of signing in (it answers `message: "bind"`).
 * The callback page then goes to the remembered `returnTo`, which brings the user back here
 * with `?bound=<provider>`.
 */
function returnHere(provider: string): void {
  rememberOAuthReturn(`/dashboard/profile?bound=${provider}`);
}

export async function startGitHubBind(authorizeUrl: string, clientId: string): Promise<void> {
  const state = await browserApi().get('/api/oauth/state', OAuthStateSchema);
  returnHere('github');
  const url = new URL(authorizeUrl, window.location.origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('state', state);
  url.searchParams.set('scope', 'user:email');
  url.searchParams.set('redirect_uri', `${window.location.origin}/oauth/github`);
  window.location.assign(url.toString());
}

export async function startGoogleBind(): Promise<void> {
  const url = await browserApi().get('/api/oauth/google/url', z.string().check(z.minLength(1)));
  returnHere('google');
  window.location.assign(url);
}

/** Lark (Feishu) as one-hub's console starts it; the return lands on `/oauth/lark`. */
export async function startLarkBind(clientId: string): Promise<void> {
  const state = await browserApi().get('/api/oauth/state', OAuthStateSchema);
  returnHere('lark');
  const url = new URL('https://open.feishu.cn/open-apis/authen/v1/index');
  url.searchParams.set('redirect_uri', `${window.location.origin}/oauth/lark`);
  url.searchParams.set('app_id', clientId);
  url.searchParams.set('state', state);
  window.location.assign(url.toString());
}
