import { z } from 'zod';
import { consoleCallback, isCallbackUrl, withQuery } from '#mock-gateway/http/callback-url.ts';
import { sendAuthorizeError, sendAuthorizePage } from '#mock-gateway/http/fake-page.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { createIdentity, findIdentity, issueOAuthCode, listIdentities } from '#mock-gateway/store/oauth.ts';
import type { MockStore, OAuthProvider } from '#mock-gateway/store/state.ts';

const AuthorizeQuery = z.object({
  client_id: z.string().optional(),
  // Lark's authorize page names the app `app_id` (one-hub's UI sends that); `client_id` works too.
  app_id: z.string().optional(),
  state: z.string().optional(),
  redirect_uri: z.string().optional(),
  as: z.string().optional(),
});

const PROVIDER_NAME: Record<OAuthProvider, string> = { github: 'GitHub', google: 'Google', lark: 'Lark' };

/** The client id each provider's status key publishes (the app the page knows). */
function expectedClientId(store: MockStore, provider: OAuthProvider): string {
  if (provider === 'github') return store.status.github_client_id;
  if (provider === 'google') return store.status.google_client_id;
  return store.status.lark_client_id;
}

/**
 * Stand-ins for GitHub's, Google's and Lark's (Feishu's) authorize pages, so OAuth sign-in works
 * without the internet. Choosing an account redirects to the console's callback with a one-time
 * `code` and the unchanged `state`, as the real providers do; cancelling sends `error=access_denied`.
 */
export const oauthFakeRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  for (const provider of ['github', 'google', 'lark'] as const) {
    const providerName = PROVIDER_NAME[provider];
    const action = `/oauth-fake/${provider}/authorize`;
    app.get(action, { config: { role: 'public' } }, async (request, reply) => {
      const query = AuthorizeQuery.safeParse(request.query);
      if (!query.success) return sendAuthorizeError(reply, providerName, 'Malformed authorize request.');
      const { state, redirect_uri: redirectUri, as: choice } = query.data;
      const clientId = query.data.client_id ?? query.data.app_id ?? '';
      const expected = expectedClientId(store, provider);
      if (clientId !== expected) return sendAuthorizeError(reply, providerName, `Unknown client_id "${clientId}".`);
      if (redirectUri !== undefined && !isCallbackUrl(redirectUri)) {
        return sendAuthorizeError(reply, providerName, 'redirect_uri must be an http(s) URL or a path on this site.');
      }
      // Resolved now and carried through the form: by the time the choice comes back, the Referer
      // is this page.
      const callback = redirectUri ?? consoleCallback(request, `/oauth/${provider}`);
      const withState = (params: Record<string, string>) => withQuery(callback, state === undefined ? params : { ...params, state });
      if (choice === undefined) {
        return sendAuthorizePage(reply, {
          providerName,
          action,
          clientId,
          state,
          redirectUri: callback,
          identities: listIdentities(store, provider),
        });
      }
      if (choice === 'deny') return reply.redirect(withState({ error: 'access_denied' }), 302);
      const identity = choice === 'new' ? createIdentity(store, provider) : findIdentity(store, provider, choice);
      if (!identity) return sendAuthorizeError(reply, providerName, `No ${providerName} account "${choice}".`);
      return reply.redirect(withState({ code: issueOAuthCode(store, identity) }), 302);
    });
  }
});
