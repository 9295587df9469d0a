import type { PublicConfig } from '#shared/config/public-config.ts';
import { pathOf } from '#shared/route-paths.ts';
import type { OAuthClientIds, StateFailure } from '#client/auth/oauth-start.ts';
import { startOAuth } from '#client/auth/oauth-start.ts';
import type { RoundTripProvider } from './profile-schemas.ts';

/**
 * Binding GitHub, Google, OIDC or Lark is the sign-in round trip made while signed in: the
 * gateway's callback sees the session and binds instead of signing in (it answers
 * `message: "bind"`). The callback page then goes to the remembered `returnTo`, which brings the
 * user back here with `?bound=<provider>`. `userId` (who binds) goes along: the callback page
 * tells a link from a sign-in as another account by it, even when the session did not come back.
 */
export function startBind(
  provider: RoundTripProvider,
  ids: OAuthClientIds,
  config: PublicConfig,
  userId: number,
  onStateFailure: StateFailure,
): Promise<void> {
  return startOAuth(provider, ids, config, pathOf('dashboard.profile', { query: { bound: provider } }), onStateFailure, userId);
}
