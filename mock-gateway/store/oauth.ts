import { randomBytes, randomInt } from 'node:crypto';
import { CODE_TTL_MS } from './codes.ts';
import type { FakeIdentity, MockStore, OAuthProvider, UserRecord } from './state.ts';
import { randomString } from './users.ts';

/** The user-record key that holds each provider's account id. */
export const BINDING_FIELD = { github: 'github_id', google: 'google_id' } as const satisfies Record<OAuthProvider, keyof UserRecord>;

function identityKey(provider: OAuthProvider, subject: string): string {
  return `${provider}:${subject}`;
}

/** The fake provider's accounts, oldest first (what its authorize page offers). */
export function listIdentities(store: MockStore, provider: OAuthProvider): FakeIdentity[] {
  return [...store.oauthIdentities.values()].filter((identity) => identity.provider === provider);
}

/** An account at the fake provider, by subject. */
export function findIdentity(store: MockStore, provider: OAuthProvider, subject: string): FakeIdentity | undefined {
  return store.oauthIdentities.get(identityKey(provider, subject));
}

function freshHandle(store: MockStore, provider: OAuthProvider, prefix: string): string {
  for (;;) {
    const handle = `${prefix}-${randomString(4).toLowerCase()}`;
    const used = listIdentities(store, provider).some((identity) => identity.label.startsWith(`${handle}@`) || identity.label === handle);
    if (!used) return handle;
  }
}

/**
 * Opens a new account at the fake provider ("sign in as a new user"): a GitHub login like
 * `octo-k3x9`, or a Google subject id with an address like `user-k3x9@gmail.example`. It stays
 * listed on the provider's page, so the same person can come back.
 */
export function createIdentity(store: MockStore, provider: OAuthProvider): FakeIdentity {
  let identity: FakeIdentity;
  if (provider === 'github') {
    const login = freshHandle(store, provider, 'octo');
    identity = { provider, subject: login, label: login, name: 'GitHub User', email: `${login}@github.example` };
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
export function issueOAuthCode(store: MockStore, identity: FakeIdentity): string {
  const code = randomBytes(10).toString('hex');
  store.oauthCodes.set(code, { provider: identity.provider, subject: identity.subject, expiresAt: store.now() + CODE_TTL_MS });
  return code;
}

/** Exchanges a code for the account it was issued for; a code works once and only at its provider. */
export function redeemOAuthCode(store: MockStore, provider: OAuthProvider, code: string): FakeIdentity | undefined {
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
