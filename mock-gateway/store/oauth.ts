import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CODE_TTL_MS } from './codes.ts';
import type { CodeProvider, FakeIdentity, IdentityProvider, MockStore, OAuthProvider, UserRecord } from './state.ts';
import { creditInvitation, findUserByAffCode, insertUser, randomString, uniqueUsername } from './user/user.ts';

/** The user-record key that holds each provider's account id. */
export const BINDING_FIELD = {
  github: 'github_id',
  google: 'google_id',
  oidc: 'oidc_id',
  lark: 'lark_id',
  wechat: 'wechat_id',
} as const satisfies Record<IdentityProvider, keyof UserRecord>;

/**
 * How long a WeChat verification code stays valid: the three minutes one-hub's sign-in dialog
 * announces (its WeChat server's default).
 */
export const WECHAT_CODE_TTL_MS = 3 * 60 * 1000;

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
 * `octo-k3x9`, a Google subject id with an address like `user-k3x9@gmail.example`, an OpenID
 * account `oidc-k3x9` with an opaque UUID subject, a Lark user `lark-k3x9` with an `ou_…`
 * open_id, or a WeChat user `wx-k3x9` with an `o…` openid. It stays listed on the provider's
 * page, so the same person can come back.
 */
export function createIdentity<P extends IdentityProvider>(store: MockStore, provider: P): IdentityOf<P> {
  let identity: IdentityOf<P>;
  if (provider === 'github') {
    const login = freshHandle(store, provider, 'octo');
    identity = { provider, subject: login, label: login, name: 'GitHub User', email: `${login}@github.example` };
  } else if (provider === 'oidc') {
    const username = freshHandle(store, provider, 'oidc');
    identity = { provider, subject: randomUUID(), label: username, name: 'OIDC User', email: `${username}@idp.example` };
  } else if (provider === 'lark') {
    // Lark's user info has an open_id and a name, no e-mail one-hub reads.
    const name = freshHandle(store, provider, 'lark');
    identity = { provider, subject: `ou_${randomBytes(16).toString('hex')}`, label: name, name, email: '' };
  } else if (provider === 'wechat') {
    // The WeChat server answers only an id (the official account's openid for that follower).
    const name = freshHandle(store, provider, 'wx');
    identity = { provider, subject: `o${randomBytes(20).toString('base64url')}`, label: name, name, email: '' };
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

/**
 * The WeChat server's reply to a follower who sends "验证码": a 6-digit code, unique among the
 * live ones, that stands for this account for three minutes.
 */
export function issueWeChatCode(store: MockStore, identity: IdentityOf<'wechat'>): string {
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const live = store.oauthCodes.get(code);
    if (live && live.expiresAt > store.now()) continue;
    store.oauthCodes.set(code, { provider: 'wechat', subject: identity.subject, expiresAt: store.now() + WECHAT_CODE_TTL_MS });
    return code;
  }
}

/** Exchanges a code for the account it was issued for; a code works once and only at its provider. */
export function redeemOAuthCode<P extends CodeProvider>(store: MockStore, provider: P, code: string): IdentityOf<P> | undefined {
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

/**
 * one-hub's sign-up of an unknown Lark or WeChat account: username `<prefix>_<next id>` (made
 * unique, where one-hub's insert would fail), the given display name, role 1, group default,
 * no password, the account linked. **Double**: `aff` credits the inviter like every other
 * sign-up (extensions.md, affiliate); one-hub's Lark and WeChat sign-ups call `Insert(0)`.
 */
export function signUpLinked(
  store: MockStore,
  identity: IdentityOf<'lark' | 'wechat'>,
  input: { prefix: string; displayName: string; aff: string },
): UserRecord {
  const user = insertUser(store, {
    username: uniqueUsername(store, `${input.prefix}_${store.nextUserId}`, input.prefix),
    password: null,
    email: '',
    inviterId: input.aff === '' ? 0 : (findUserByAffCode(store, input.aff)?.id ?? 0),
    displayName: input.displayName,
  });
  user[BINDING_FIELD[identity.provider]] = identity.subject;
  creditInvitation(store, user);
  return user;
}
