import { randomBytes } from 'node:crypto';
import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/schemas/webauthn.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore, Session, UserRecord } from '#mock-gateway/store/state.ts';

/**
 * Passkeys as one-hub keeps them (model/user.go `WebAuthnCredential`, the `webauthn_credentials`
 * table) and the ceremonies it keeps in the session (controller/webauthn.go). What the double
 * adds: the signature counter is updated on each sign-in (upstream saves it only at
 * registration), and a ceremony expires with its options' timeout (go-webauthn's default
 * `Enforce: false` never expires it).
 */
export interface StoredPasskey {
  id: number;
  userId: number;
  /** base64url of the credential id. */
  credentialId: string;
  /** The COSE public key from the attestation. */
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  backupEligible: boolean;
  backupState: boolean;
  /** The attestation format (`none`, `packed`…), upstream's `attestation_type`. */
  attestationType: string;
  alias: string;
  createdTime: number;
}

/** The stored passkeys, by id (upstream's auto-increment). */
export interface PasskeyStore {
  credentials: Map<number, StoredPasskey>;
  nextId: number;
}

/** A ceremony begun and not finished: what its finish is checked against. */
export interface PendingCeremony {
  /** base64url, as the options carry it. */
  challenge: string;
  /** Clock time (ms) from which the finish counts it as absent. */
  expiresAt: number;
  /** Registration: the user registering; sign-in: the user named by `username`, null for a discoverable sign-in. */
  userId: number | null;
  /** Registration only: the name asked for at begin. */
  alias?: string;
  /** Sign-in by username: the credentials the options allowed. */
  allowCredentialIds?: string[];
}

/** Upstream's two session keys (`webauthn_registration_session`, `webauthn_login_session`): one ceremony of each kind. */
export interface SessionCeremonies {
  registration?: PendingCeremony;
  login?: PendingCeremony;
}

export type CeremonyKind = keyof SessionCeremonies;

/** go-webauthn's default timeout (user verification not discouraged), in the options and here enforced. */
export const CEREMONY_TIMEOUT_MS = 300_000;

/** go-webauthn's `CredentialParametersDefault`: ES256/384/512, RS256/384/512, PS256/384/512, EdDSA. */
export const DEFAULT_ALGORITHMS: readonly number[] = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8];

export function emptyPasskeyStore(): PasskeyStore {
  return { credentials: new Map(), nextId: 1 };
}

/**
 * one-hub's relying party from its ServerAddress (common/webauthn/webauthn.go): the RP ID is
 * `localhost` whenever the address contains "localhost" (even `localhost.example.com`), else its
 * host name without the port; the one accepted origin is the address itself.
 */
export function relyingParty(store: MockStore): { id: string; origin: string; name: string } {
  const address = store.status.server_address;
  return { id: relyingPartyId(address), origin: address, name: store.status.system_name };
}

/** `extractRPID` of one-hub, for an address as an operator typed it. */
export function relyingPartyId(address: string): string {
  if (address.includes('localhost')) return 'localhost';
  const absolute = address.startsWith('http://') || address.startsWith('https://') ? address : `http://${address}`;
  try {
    // Go's Hostname() strips an IPv6 literal's brackets; WHATWG's URL keeps them.
    return new URL(absolute).hostname.replace(/^\[(.*)\]$/, '$1') || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** What the user's passkeys are bound to: `WebAuthnID`, the decimal id as bytes. */
export function webAuthnUserId(user: UserRecord): string {
  return String(user.id);
}

/** Starts a ceremony of this kind on the session, replacing any unfinished one of the same kind. */
export function beginCeremony(
  store: MockStore,
  session: Session,
  kind: CeremonyKind,
  fields: Omit<PendingCeremony, 'challenge' | 'expiresAt'>,
): string {
  // go-webauthn's CreateChallenge: 32 random bytes.
  const challenge = randomBytes(32).toString('base64url');
  session.webauthn = { ...session.webauthn, [kind]: { ...fields, challenge, expiresAt: store.now() + CEREMONY_TIMEOUT_MS } };
  return challenge;
}

/** The session's pending ceremony of this kind, removed: a challenge is good for one finish, and not after it expired. */
export function takeCeremony(store: MockStore, session: Session | undefined, kind: CeremonyKind): PendingCeremony | undefined {
  if (!session?.webauthn) return undefined;
  const { [kind]: pending, ...rest } = session.webauthn;
  session.webauthn = rest;
  return pending && store.now() < pending.expiresAt ? pending : undefined;
}

/** The user's passkeys, oldest first. */
export function passkeysOf(store: MockStore, userId: number): StoredPasskey[] {
  return [...store.passkeys.credentials.values()].filter((passkey) => passkey.userId === userId);
}

/** A stored passkey by its credential id (base64url), whoever owns it. */
export function findPasskey(store: MockStore, credentialId: string): StoredPasskey | undefined {
  return [...store.passkeys.credentials.values()].find((passkey) => passkey.credentialId === credentialId);
}

/** Upstream's name for a passkey saved without one: `time.Now().Format("20060102150405")` (UTC here). */
export function defaultAlias(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Saves a verified credential; false when its id is stored already (upstream's unique index refuses it). */
export function savePasskey(store: MockStore, passkey: Omit<StoredPasskey, 'id' | 'createdTime'>): boolean {
  if (findPasskey(store, passkey.credentialId)) return false;
  const id = store.passkeys.nextId++;
  store.passkeys.credentials.set(id, { ...passkey, id, createdTime: nowSeconds(store) });
  return true;
}

/** Deletes the user's own passkey `id`; false when the user has none by that id (another user's included). */
export function deletePasskey(store: MockStore, userId: number, id: number): boolean {
  const passkey = store.passkeys.credentials.get(id);
  if (!passkey || passkey.userId !== userId) return false;
  return store.passkeys.credentials.delete(id);
}

/** `GET /api/webauthn/credentials` data: `null` when there are none (Go's nil slice), `credential_id` as Go marshals bytes. */
export function passkeyList(store: MockStore, userId: number): Passkey[] | null {
  const rows = passkeysOf(store, userId).map((passkey) => ({
    id: passkey.id,
    credential_id: Buffer.from(passkey.credentialId, 'base64url').toString('base64'),
    alias: passkey.alias,
    created_time: passkey.createdTime,
  }));
  return rows.length > 0 ? rows : null;
}

/**
 * go-webauthn's `BeginRegistration(user)` with one-hub's config: no authenticator preferences
 * (`authenticatorSelection: {}`), no attestation preference, no exclusions.
 */
export function creationOptions(store: MockStore, user: UserRecord, challenge: string): PasskeyCreationOptions {
  const rp = relyingParty(store);
  return {
    publicKey: {
      rp: { name: rp.name, id: rp.id },
      user: {
        name: user.username,
        displayName: user.display_name || user.username,
        id: Buffer.from(webAuthnUserId(user)).toString('base64url'),
      },
      challenge,
      pubKeyCredParams: DEFAULT_ALGORITHMS.map((alg) => ({ type: 'public-key' as const, alg })),
      timeout: CEREMONY_TIMEOUT_MS,
      authenticatorSelection: {},
    },
  };
}

/** go-webauthn's `BeginLogin` / `BeginDiscoverableLogin`: the allowed credentials only for a sign-in by username. */
export function requestOptions(store: MockStore, challenge: string, allowCredentialIds?: readonly string[]): PasskeyRequestOptions {
  return {
    publicKey: {
      challenge,
      timeout: CEREMONY_TIMEOUT_MS,
      rpId: relyingParty(store).id,
      ...(allowCredentialIds ? { allowCredentials: allowCredentialIds.map((id) => ({ type: 'public-key' as const, id })) } : {}),
    },
  };
}
