import type { MockStore } from '#mock-gateway/store/state.ts';

/** Where the double serves its own OpenID provider (under the console-proxied `/oauth-fake/`). */
export const OIDC_PROVIDER_PATH = '/oauth-fake/oidc';

/** The issuer of the double's own provider: on ServerAddress, as the browser reaches it. */
export function ownOidcIssuer(store: MockStore): string {
  return `${store.status.server_address}${OIDC_PROVIDER_PATH}`;
}

/** The OIDCIssuer option: as the operator set it, else the double's own provider. */
export function oidcIssuer(store: MockStore): string {
  return store.settings.OIDCIssuer ?? ownOidcIssuer(store);
}

/**
 * Stores an OIDCIssuer value; the own provider's issuer (what `GET /api/option/` shows by
 * default) is kept as "the own provider", so saving the settings unchanged still follows a later
 * ServerAddress.
 */
export function setOidcIssuer(store: MockStore, value: string): void {
  store.settings.OIDCIssuer = value === ownOidcIssuer(store) ? null : value;
}

/** Upstream's RedirectURL: ServerAddress + "/oauth/oidc", the console's callback page. */
export function oidcRedirectUri(store: MockStore): string {
  return `${store.status.server_address}/oauth/oidc`;
}

/** Upstream's scopes: OIDCScopes split on commas (oauth2 joins them with spaces). */
export function oidcScope(store: MockStore): string {
  return store.settings.OIDCScopes.split(',').join(' ');
}
