import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CODE_TTL_MS } from './codes.ts';
import type { FakeIdentity, IdentityProvider, MockStore, OAuthProvider, UserRecord } from './state.ts';
import { randomString } from './users.ts';

/** The user-record key that holds each provider's account id. */
export const BINDING_FIELD = { github: 'github_id', google: 'google_id', oidc: 'oidc_id' } as const satisfies Record<
  IdentityProvider,
  keyof UserRecord
>;

/** An account of a known provider (its type narrowed, so a code can be issued for it). */
export type IdentityOf<P extends IdentityProvider> = FakeIdentity & { provider: P };

function identityKey(provider: IdentityProvider, subject: string): string {
  return `${provider}:${subject}`;
}

function isOf<P extends IdentityProvider>(identity: FakeIdentity | undefined, provider: P): identity is IdentityOf<P> {
  return identity?.provider === provider;
}

/** The provider's accounts, oldest first (what its page offers). */
export function listIdentities<P extends IdentityProvider>(store: MockStore, provider: P): IdentityOf<P>[] {
  return [...store.oauthIdentities.values()].filter((identity) => isOf(identity, provider));
}

/** An account at the provider, by subject. */
export function findIdentity<P extends IdentityProvider>(store: MockStore, provider: P, subject: string): IdentityOf<P> | undefined {
  const identity = store.oauthIdentities.get(identityKey(provider, subject));
  return isOf(identity, provider) ? identity : undefined;
}

function freshHandle(store: MockStore, provider: IdentityProvider, prefix: string): string {
  for (;;) {
    const handle = `${prefix}-${randomString(4).toLowerCase()}`;
    const used = listIdentities(store, provider).some((identity) => identity.label.startsWith(`${handle}@`) || identity.label === handle);
    if (!used) return handle;
  }
}

/**
 * Opens a new account at the provider ("sign in as a new user"): a GitHub login like
 * `octo-k3x9`, a Google subject id with an address like `user-k3x9@gmail.example`, or an OpenID
 * account `oidc-k3x9` with an opaque UUID subject. It stays listed on the provider's page, so the
 * same person can come back.
 */
export function createIdentity<P extends IdentityProvider>(store: MockStore, provider: P): IdentityOf<P> {
  let identity: IdentityOf<P>;
  if (provider === 'github') {
    const login = freshHandle(store, provider, 'octo');
    identity = { provider, subject: login, label: login, name: 'GitHub User', email: `${login}@github.example` };
  } else if (provider === 'oidc') {
    const username = freshHandle(store, provider, 'oidc');
    identity = { provider, subject: randomUUID(), label: username, name: 'OIDC User', email: `${username}@idp.example` };
  } else {
    const email = `${freshHandle(store, provider, 'user')}@gmail.example`;
    // Google subject ids are 21-digit decimal strings.
    const subject = `1${Array.from({ length: 20 }, () => String(randomInt(10))).join('')}`;
    identity = { provider, subject, label: email, name: 'Google User', email };
  }
  store.oauthIdentities.set(identityKey(provider, identity.subject), identity);
  return identity;
}

/** Hands out a one-time authorization code for this account, valid 10 minutes. */
export function issueOAuthCode(store: MockStore, identity: IdentityOf<OAuthProvider>): string {
  const code = randomBytes(10).toString('hex');
  store.oauthCodes.set(code, { provider: identity.provider, subject: identity.subject, expiresAt: store.now() + CODE_TTL_MS });
  return code;
}

/** Exchanges a code for the account it was issued for; a code works once and only at its provider. */
export function redeemOAuthCode<P extends OAuthProvider>(store: MockStore, provider: P, code: string): IdentityOf<P> | undefined {
  const entry = store.oauthCodes.get(code);
  if (!entry || entry.provider !== provider) return undefined;
  store.oauthCodes.delete(code);
  if (entry.expiresAt <= store.now()) return undefined;
  return findIdentity(store, provider, entry.subject);
}

/** The console user this provider account is linked to, if any. */
export function linkedUser(store: MockStore, identity: FakeIdentity): UserRecord | undefined {
  const field = BINDING_FIELD[identity.provider];
  return [...store.users.values()].find((user) => user[field] === identity.subject);
}
