import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { IDToken } from 'openid-client';
import { oidcIssuer, oidcRedirectUri, oidcScope, ownOidcIssuer } from '#mock-gateway/store/options/oidc.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** Discovered configurations per double, by issuer and client (the options may change). */
const configurations = new WeakMap<MockStore, Map<string, Promise<client.Configuration>>>();

/**
 * The double as an OpenID client of OIDCIssuer (openid-client), like one-hub's go-oidc provider:
 * discovery, then the client OIDCClientId / OIDCClientSecret (HTTP Basic). Plain-http issuers are
 * allowed, as one-hub allows them; the ID token's signature is checked against the issuer's JWKS
 * (go-oidc's verifier does). The double's own issuer is served in-process (`inProcessFetch`).
 * Rejects when discovery fails; a failed discovery is not remembered.
 */
export function oidcConfiguration(app: FastifyInstance, store: MockStore): Promise<client.Configuration> {
  const issuer = oidcIssuer(store);
  const { OIDCClientId: clientId, OIDCClientSecret: secret } = store.settings;
  const key = JSON.stringify([issuer, ownOidcIssuer(store), clientId, secret]);
  const cache = configurations.get(store) ?? new Map<string, Promise<client.Configuration>>();
  configurations.set(store, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  const made = (async () =>
    client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(secret), {
      [client.customFetch]: inProcessFetch(app, () => ownOidcIssuer(store)),
      execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
    }))();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

/** A new PKCE code verifier, kept in the caller's session until its callback. */
export function newCodeVerifier(): string {
  return client.randomPKCECodeVerifier();
}

/**
 * one-hub's `AuthCodeURL(state, AccessTypeOffline)`: code flow, its scopes, its redirect URL;
 * plus PKCE (S256 of the session's code verifier), which one-hub does not send (its oauth2
 * config has none). The console only navigates to this URL and hands back `code` and `state`,
 * so what it sees is unchanged; the provider binds the code to the verifier, and a code taken
 * from another browser's round trip cannot be redeemed in a session that lacks its verifier.
 */
export async function authorizationUrl(
  config: client.Configuration,
  store: MockStore,
  state: string,
  codeVerifier: string,
): Promise<string> {
  return client.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(store),
    scope: oidcScope(store),
    state,
    access_type: 'offline',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

/** Why a callback failed, in the words of one-hub's two plain-text 400 answers. */
export class OidcExchangeError extends Error {
  readonly step: 'exchange' | 'verify';
  constructor(step: 'exchange' | 'verify', detail: string) {
    super(step === 'exchange' ? `Failed to exchange token: ${detail}` : `Failed to verify ID token: ${detail}`);
    this.step = step;
  }
}

const ID_TOKEN_CHECKS = new Set(['OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_KEY_SELECTION_FAILED']);

/** The failure as one-hub words it; a token endpoint's refusal as Go's oauth2 `RetrieveError`. */
function asExchangeError(error: unknown): OidcExchangeError {
  if (error instanceof client.ResponseBodyError) {
    const description = error.error_description ? ` ${JSON.stringify(error.error_description)}` : '';
    return new OidcExchangeError('exchange', `oauth2: ${JSON.stringify(error.error)}${description}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const aboutIdToken = ID_TOKEN_CHECKS.has(code) || /id[ _]token|JWT|signature/i.test(message);
  return new OidcExchangeError(aboutIdToken ? 'verify' : 'exchange', message);
}

/**
 * Exchanges the callback's code at the token endpoint with the session's PKCE verifier and
 * verifies the ID token (issuer, audience, expiry, signature); answers its claims. The state was
 * checked against the session already; the callback carries no `iss` (one-hub's does not
 * either), so the configured issuer stands for it. Throws `OidcExchangeError`.
 */
export async function exchangeCode(
  config: client.Configuration,
  store: MockStore,
  callbackQuery: { code: string; state: string; codeVerifier: string },
): Promise<IDToken> {
  const { code, state, codeVerifier } = callbackQuery;
  const callback = new URL(oidcRedirectUri(store));
  if (code !== '') callback.searchParams.set('code', code);
  callback.searchParams.set('state', state);
  callback.searchParams.set('iss', config.serverMetadata().issuer);
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      expectedState: state,
      idTokenExpected: true,
      pkceCodeVerifier: codeVerifier,
    });
    const claims = tokens.claims();
    if (!claims) throw new OidcExchangeError('verify', 'the token response carries no ID token');
    return claims;
  } catch (error) {
    throw error instanceof OidcExchangeError ? error : asExchangeError(error);
  }
}
