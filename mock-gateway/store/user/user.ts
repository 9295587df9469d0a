import { randomBytes, randomUUID } from 'node:crypto';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { recordAffReward } from '#mock-gateway/store/affiliate.ts';
import { withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { hashPassword, newSalt } from './passwords.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';

/** Every User key at its Go zero value, as upstream marshals an unset struct. */
export function zeroUser(): Required<User> {
  return {
    id: 0,
    username: '',
    display_name: '',
    role: 0,
    status: 0,
    email: '',
    avatar_url: '',
    oidc_id: '',
    github_id: '',
    github_id_new: 0,
    wechat_id: '',
    telegram_id: 0,
    lark_id: '',
    verification_code: '',
    access_token: '',
    quota: 0,
    used_quota: 0,
    request_count: 0,
    group: '',
    group_id: 0,
    aff_code: '',
    aff_count: 0,
    aff_quota: 0,
    aff_history_quota: 0,
    inviter_id: 0,
    last_login_time: 0,
    last_login_ip: '',
    created_time: 0,
    google_id: '',
  };
}

/** The user as `/api/user/self` shows it: all keys, never the password. */
export function toPublicUser(record: UserRecord): Required<User> {
  const user: Required<User> & Partial<Pick<UserRecord, 'passwordHash' | 'passwordSalt' | 'extra'>> = { ...record };
  delete user.passwordHash;
  delete user.passwordSalt;
  delete user.extra;
  return withExtraColumns(user, record.extra);
}

/** The login answer: a zero-object with only the identity keys filled (contract §2.2). */
export function toLoginUser(record: UserRecord): Required<User> {
  const { id, username, display_name, role, status, avatar_url } = record;
  return { ...zeroUser(), id, username, display_name, role, status, avatar_url };
}

/** Upstream's lookup order: username first, then e-mail, so a username can't be shadowed. */
export function findUserByLogin(store: MockStore, name: string): UserRecord | undefined {
  const users = [...store.users.values()];
  return users.find((user) => user.username === name) ?? users.find((user) => user.email !== '' && user.email === name);
}

/** The user with this e-mail address, if any. */
export function findUserByEmail(store: MockStore, email: string): UserRecord | undefined {
  return email === '' ? undefined : [...store.users.values()].find((user) => user.email === email);
}

/** The user owning this management access token, if any. */
export function findUserByAccessToken(store: MockStore, token: string): UserRecord | undefined {
  return token === '' ? undefined : [...store.users.values()].find((user) => user.access_token === token);
}

/** The user whose invite code this is, if any. */
export function findUserByAffCode(store: MockStore, code: string): UserRecord | undefined {
  return code === '' ? undefined : [...store.users.values()].find((user) => user.aff_code === code);
}

/** The group a user belongs to, by symbol. */
export function groupOfUser(store: MockStore, user: UserRecord): UserGroup | undefined {
  return [...store.groups.values()].find((group) => group.symbol === user.group);
}

const AFF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string over letters and digits (upstream's GetRandomString). */
export function randomString(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => AFF_ALPHABET[byte % AFF_ALPHABET.length]).join('');
}

/** A fresh 4-character invite code no other user has. */
export function uniqueAffCode(store: MockStore): string {
  for (;;) {
    const code = randomString(4);
    if (!findUserByAffCode(store, code)) return code;
  }
}

/** A new 32-hex management access token (a UUID without dashes, as upstream). */
export function newAccessToken(): string {
  return randomUUID().replaceAll('-', '');
}

/** Max username length (upstream's `validate:"max=12"`). */
export const USERNAME_MAX = 12;

/**
 * A free username made from `base` (an OAuth login or e-mail local part): letters, digits, `_`
 * and `-` only, at most 12 characters, with a number appended when it is taken.
 */
export function uniqueUsername(store: MockStore, base: string, fallback: string): string {
  const clean = base.replaceAll(/[^A-Za-z0-9_-]/g, '').slice(0, USERNAME_MAX) || fallback;
  const taken = new Set([...store.users.values()].map((user) => user.username));
  if (!taken.has(clean)) return clean;
  for (let n = 2; ; n++) {
    const candidate = clean.slice(0, USERNAME_MAX - String(n).length) + String(n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Input for a new account; a null password (OAuth sign-up) makes password sign-in impossible. */
export interface NewUser {
  username: string;
  password: string | null;
  email: string;
  inviterId: number;
  displayName?: string;
}

/** Adds a common user in the default group, as upstream's register does. */
export function insertUser(store: MockStore, input: NewUser): UserRecord {
  const defaultGroup = [...store.groups.values()].find((group) => group.symbol === 'default');
  const passwordSalt = newSalt();
  const record: UserRecord = {
    ...zeroUser(),
    id: store.nextUserId++,
    username: input.username,
    display_name: input.displayName ?? input.username,
    role: 1,
    status: 1,
    email: input.email,
    access_token: newAccessToken(),
    quota: store.settings.QuotaForNewUser,
    group: 'default',
    group_id: defaultGroup?.id ?? 0,
    aff_code: uniqueAffCode(store),
    inviter_id: input.inviterId,
    created_time: nowSeconds(store),
    passwordSalt,
    // OAuth accounts get an unguessable secret nobody knows, like upstream's empty password.
    passwordHash: hashPassword(input.password ?? randomString(32), passwordSalt),
  };
  store.users.set(record.id, record);
  return record;
}

/**
 * Sign-up through an invite code (fork behaviour, extensions.md): the inviter's counters move
 * and `QuotaForInviter` lands in its aff_quota, with a row in its reward history (`affiliate.ts`);
 * the invitee gets `QuotaForInvitee`.
 */
export function creditInvitation(store: MockStore, invitee: UserRecord): void {
  const inviter = store.users.get(invitee.inviter_id);
  if (!inviter) return;
  inviter.aff_count += 1;
  inviter.aff_quota += store.settings.QuotaForInviter;
  inviter.aff_history_quota += store.settings.QuotaForInviter;
  invitee.quota += store.settings.QuotaForInvitee;
  recordAffReward(store, inviter, invitee, store.settings.QuotaForInviter);
}

/** Replaces a user's password with a fresh salt. */
export function setPassword(user: UserRecord, password: string): void {
  user.passwordSalt = newSalt();
  user.passwordHash = hashPassword(password, user.passwordSalt);
}
