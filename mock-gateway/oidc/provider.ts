import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';
import type { AccountClaims, AdapterPayload, Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { FAKE_PAGE_CSP, authorizeErrorHtml } from '#mock-gateway/http/fake-page.ts';
import { findIdentity } from '#mock-gateway/store/oauth.ts';
import { OIDC_PROVIDER_PATH, oidcRedirectUri, ownOidcIssuer } from '#mock-gateway/store/options/oidc.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { providerAdapter } from './provider-adapter.ts';

/** The name the provider's pages carry. */
export const OIDC_PROVIDER_NAME = 'OpenID provider';

/** What one double's provider keeps for its life: signing and cookie keys, and its storage. */
interface ProviderKit {
  jwk: JWK;
  cookieKeys: string[];
  adapter: ReturnType<typeof providerAdapter>;
}

/** The running provider: rebuilt (same keys, same storage) when ServerAddress moves the issuer. */
export interface OwnProvider {
  issuer: string;
  provider: Provider;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

const kits = new WeakMap<MockStore, Promise<ProviderKit>>();
const providers = new WeakMap<MockStore, OwnProvider>();

/** The double's client at its own provider: OIDCClientId / OIDCClientSecret, redirect to ServerAddress. */
function ownClient(store: MockStore, id: string): AdapterPayload | undefined {
  const { OIDCClientId: clientId, OIDCClientSecret: secret } = store.settings;
  if (clientId === '' || id !== clientId) return undefined;
  return {
    client_id: clientId,
    client_secret: secret,
    redirect_uris: [oidcRedirectUri(store)],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // What one-hub's oauth2 library tries first, and openid-client sends here.
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/** A new RS256 signing key (nothing committed): what go-oidc's verifier accepts by default. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** Made on first use: a new RSA key per double, random cookie keys. */
async function makeKit(store: MockStore): Promise<ProviderKit> {
  return {
    jwk: await newSigningKey(),
    cookieKeys: [randomBytes(32).toString('base64url')],
    adapter: providerAdapter((id) => ownClient(store, id)),
  };
}

/**
 * The login prompt always asks: like the fake GitHub page, the provider offers its accounts on
 * every sign-in instead of silently reusing the last one (its session would otherwise bind the
 * next user of the same browser to the previous account).
 */
function alwaysChooseAccount() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('choose_account', 'the stand-in asks which account every time', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** An account's claims as one-hub's OIDCAuth reads them (the username claim is OIDCUsernameClaims). */
export function accountClaims(sub: string, account: { username: string; name: string; email: string }): AccountClaims {
  return {
    sub,
    preferred_username: account.username,
    name: account.name,
    // The claim one-hub reads for a new user's display name (Casdoor's spelling).
    displayName: account.name,
    email: account.email,
    email_verified: true,
  };
}

/** Which scope releases which claim, and where: what one-hub needs of any provider. */
export const ONE_HUB_CLAIMS = {
  claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'displayName'], email: ['email', 'email_verified'] },
  // one-hub reads the username from the ID token, not from userinfo: scope claims go into it.
  conformIdTokenClaims: false,
} satisfies Configuration;

function configuration(store: MockStore, kit: ProviderKit): Configuration {
  return {
    adapter: kit.adapter,
    jwks: { keys: [kit.jwk] },
    cookies: {
      keys: kit.cookieKeys,
      names: { session: 'oidc_fake_session', interaction: 'oidc_fake_interaction', resume: 'oidc_fake_resume' },
    },
    async findAccount(_ctx, sub) {
      const identity = findIdentity(store, 'oidc', sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: async () => accountClaims(sub, { username: identity.label, name: identity.name, email: identity.email }),
      };
    },
    ...ONE_HUB_CLAIMS,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_PROVIDER_PATH}/interaction/${interaction.uid}`,
      policy: alwaysChooseAccount(),
    },
    // Server-to-server only (the token endpoint): no browser origin is let in.
    clientBasedCORS: () => false,
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 600, Session: 86400, Grant: 86400 },
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      ctx.set('content-security-policy', FAKE_PAGE_CSP);
      ctx.body = authorizeErrorHtml(OIDC_PROVIDER_NAME, out.error_description ? `${out.error}: ${out.error_description}` : out.error);
    },
  };
}

/**
 * The double's own OpenID provider (oidc-provider, the certified Node implementation), made the
 * first time something asks for it, so a double nobody signs in with through OIDC never pays for
 * its key. Its issuer is `<ServerAddress>/oauth-fake/oidc`: the browser reaches it through the
 * console's proxy of `/oauth-fake/*`. Throws when ServerAddress is not an absolute URL.
 */
export async function ownProvider(store: MockStore): Promise<OwnProvider> {
  const issuer = ownOidcIssuer(store);
  const current = providers.get(store);
  if (current?.issuer === issuer) return current;
  const kit = kits.get(store) ?? makeKit(store);
  kits.set(store, kit);
  const provider = new Provider(issuer, configuration(store, await kit));
  // Behind the console's proxy the browser's origin is in X-Forwarded-Host/-Proto.
  provider.proxy = true;
  const callback = provider.callback();
  const made: OwnProvider = { issuer, provider, handle: async (req, res) => callback(req, res) };
  // Two first requests at once: the later one keeps the provider the earlier one stored.
  const raced = providers.get(store);
  if (raced?.issuer === issuer) return raced;
  providers.set(store, made);
  return made;
}

/**
 * Serves one request under `/oauth-fake/oidc` with the provider, which sees the path below that
 * prefix (and the whole path as `originalUrl`, so the URLs it builds keep the prefix). Without a
 * host the console's proxy names (it names only one it knows is its own), the provider builds its
 * URLs on its issuer's origin, ServerAddress, as one-hub builds its links.
 */
export async function serveWithProvider({ handle, issuer }: OwnProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.headers['x-forwarded-host'] === undefined) {
    const { host, protocol } = new URL(issuer);
    Object.assign(req.headers, { 'x-forwarded-host': host, 'x-forwarded-proto': protocol.slice(0, -1) });
  }
  const original = req.url ?? '/';
  const below = original.slice(OIDC_PROVIDER_PATH.length);
  Object.assign(req, { originalUrl: original, url: below.startsWith('/') ? below : `/${below}` });
  await handle(req, res);
}

/** True once this double has made its provider's keys (for tests: a double never asked pays nothing). */
export function providerStarted(store: MockStore): boolean {
  return kits.has(store);
}
