import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import type { AdapterPayload } from 'oidc-provider';
import { ONE_HUB_CLAIMS, accountClaims, newSigningKey } from '#mock-gateway/oidc/provider.ts';
import { providerAdapter } from '#mock-gateway/oidc/provider-adapter.ts';

/*
 * An OpenID provider of its own for the real one-hub (issue 33 item 4): oidc-provider, the
 * certified Node implementation, listening on loopback, with one confidential client whose
 * redirect URI is the console's `/oauth/oidc` (one-hub's RedirectURL: ServerAddress +
 * `/oauth/oidc`). Its sign-in and consent pages are oidc-provider's own quick-start ones
 * (devInteractions): any login name with any password is an account, so a developer trying
 * `npm run start:one-hub` by hand can be anyone, and a test signs up a name of its own.
 */

/** The client one-hub is configured with (OIDCClientId / OIDCClientSecret). */
export const ISSUER_CLIENT = { id: 'one-hub-console', secret: 'one-hub-console-oidc-secret' } as const;

/** The display name and e-mail the provider claims for a login name. */
export function issuerAccount(login: string): { username: string; name: string; email: string } {
  return { username: login, name: `OIDC ${login}`, email: `${login}@idp.example` };
}

export interface OidcIssuer {
  /** `http://127.0.0.1:port`: the OIDCIssuer option (discovery at `/.well-known/openid-configuration`). */
  issuer: string;
  stop: () => Promise<void>;
}

/** Starts the provider on `127.0.0.1:port`; `redirectUri` is the console's `<origin>/oauth/oidc`. */
export async function startOidcIssuer(port: number, redirectUri: string): Promise<OidcIssuer> {
  const issuer = `http://127.0.0.1:${port}`;
  const client: AdapterPayload = {
    client_id: ISSUER_CLIENT.id,
    client_secret: ISSUER_CLIENT.secret,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // What Go's oauth2 library tries first (AuthStyleAutoDetect).
    token_endpoint_auth_method: 'client_secret_basic',
  };
  const provider = new Provider(issuer, {
    adapter: providerAdapter((id) => (id === ISSUER_CLIENT.id ? client : undefined)),
    jwks: { keys: [await newSigningKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // devInteractions' login step makes the typed login the account id, and oidc-provider puts
    // the account id in the tokens' `sub`: one-hub's oidc_id is the login name.
    async findAccount(_ctx, accountId) {
      return { accountId, claims: async () => accountClaims(accountId, issuerAccount(accountId)) };
    },
    ...ONE_HUB_CLAIMS,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: false } },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
