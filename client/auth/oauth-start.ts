import { z } from 'zod/mini';
import { OAuthStateSchema, OAuthUrlSchema } from '#shared/api/schemas/auth.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { pathOf } from '#shared/route-paths.ts';
import { requireWebUrl } from '#shared/web-url.ts';
import { browserApi } from '#client/session/credentials.ts';
import { githubAuthorizeUrl } from './github-authorize.ts';
import { rememberOAuthBinder, rememberOAuthReturn } from './oauth-return.ts';
import type { OAuthProviderName } from './sign-in-providers.ts';

/** The app ids `/api/status` publishes for the providers whose authorize URL the console builds. */
export interface OAuthClientIds {
  githubClientId: string;
  larkClientId: string;
}

/** The console's page a provider sends the browser back to, on this origin. */
function callbackUrl(name: 'oauthGithub' | 'oauthLark'): string {
  return `${window.location.origin}${pathOf(name)}`;
}

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base, window.location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Told the gateway's refusal of `/api/oauth/state` (to show it) while the round trip goes on. */
export type StateFailure = (error: unknown) => void;

/**
 * How long the refusal stays on screen before the browser leaves. Navigating at once let the
 * page unload before the toast was even drawn (seen in CI under load): "shows the message" meant
 * a message nobody could read.
 */
export const STATE_FAILURE_READING_MS = 1500;

/**
 * The state for GitHub's and Lark's round trips. The spec (§8): a failed state call shows the
 * message and goes on with an empty state; the gateway then refuses at the callback with its own
 * "state is empty or not same", which the callback page shows translated. Stopping here instead
 * left the reader with a button that did nothing.
 */
async function oauthState(onStateFailure: StateFailure): Promise<string> {
  try {
    return await browserApi().get('/api/oauth/state', OAuthStateSchema);
  } catch (error) {
    onStateFailure(error);
    await new Promise((resolve) => setTimeout(resolve, STATE_FAILURE_READING_MS));
    return '';
  }
}

/**
 * Where a new sign-in (or bind) round trip starts; each call makes the gateway keep a new state
 * in the session. GitHub and Lark: a state from `/api/oauth/state`, verbatim (github-authorize.ts),
 * and the provider's page with the published app id, as one-hub's UI builds them (Lark's names it
 * `app_id`); Google and OIDC:
 * the gateway answers the whole URL (OIDC's `redirect_uri` is its ServerAddress + `/oauth/oidc`).
 * Rejects with the gateway's error when it refuses (but for the state, see `oauthState`).
 */
export async function authorizeUrl(
  provider: OAuthProviderName,
  ids: OAuthClientIds,
  config: PublicConfig,
  onStateFailure: StateFailure,
): Promise<string> {
  const api = browserApi();
  switch (provider) {
    case 'github': {
      const state = await oauthState(onStateFailure);
      const redirectUri = callbackUrl('oauthGithub');
      return githubAuthorizeUrl(
        { base: config.githubAuthorizeUrl, clientId: ids.githubClientId, state, redirectUri },
        window.location.origin,
      );
    }
    case 'lark': {
      const state = await oauthState(onStateFailure);
      return withQuery(config.larkAuthorizeUrl, { app_id: ids.larkClientId, redirect_uri: callbackUrl('oauthLark'), state });
    }
    case 'google':
      return api.get('/api/oauth/google/url', z.string().check(z.minLength(1)));
    case 'oidc':
      return api.get('/api/oauth/endpoint', OAuthUrlSchema);
  }
}

/**
 * Starts the round trip: the authorize URL, `returnTo` and the binding user's id (null for a
 * sign-in) kept for the callback page (this tab), then away. Only to a web page
 * (`requireWebUrl`): a gateway that answers `javascript:…` as its OIDC or Google URL (or a
 * configured authorize base that is one) gets an error, not a navigation.
 */
export async function startOAuth(
  provider: OAuthProviderName,
  ids: OAuthClientIds,
  config: PublicConfig,
  returnTo: string | null,
  onStateFailure: StateFailure,
  binderId: number | null = null,
) {
  const url = requireWebUrl(await authorizeUrl(provider, ids, config, onStateFailure), window.location.origin);
  rememberOAuthReturn(returnTo);
  rememberOAuthBinder(binderId);
  window.location.assign(url);
}
