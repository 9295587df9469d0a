import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/schemas/webauthn.ts';

/**
 * A software passkey authenticator for tap tests: real P-256 keys (node:crypto), real CBOR
 * (@simplewebauthn's), so the double verifies every byte exactly as it would a browser's.
 * Each call may lie about one thing (the origin, the RP ID, the counter, the flags) to test
 * a refusal.
 */

const FLAG = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 } as const;

/** A credential the authenticator holds. */
export interface SoftCredential {
  /** base64url */
  id: string;
  /** base64url of the user handle the options gave (`user.id`). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What a ceremony's client data and authenticator data say; the defaults are honest. */
export interface Claims {
  origin: string;
  /** The RP ID whose hash the authenticator data carries. */
  rpId: string;
  /** Default: one more than the credential's last. */
  counter?: number;
  /** Default: user present and verified. */
  flags?: { up?: boolean; uv?: boolean; be?: boolean; bs?: boolean };
  /** Default: the credential's. `null` leaves it out (a non-discoverable credential). */
  userHandle?: string | null;
  /** Default: the options' challenge. */
  challenge?: string;
  type?: string;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function flagByte(flags: Claims['flags'] = {}, attested: boolean): number {
  const { up = true, uv = true, be = false, bs = false } = flags;
  return (up ? FLAG.up : 0) | (uv ? FLAG.uv : 0) | (be ? FLAG.be : 0) | (bs ? FLAG.bs : 0) | (attested ? FLAG.at : 0);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(claims: Claims, type: string, challenge: string): Buffer {
  return Buffer.from(
    JSON.stringify({ type: claims.type ?? type, challenge: claims.challenge ?? challenge, origin: claims.origin, crossOrigin: false }),
  );
}

/** The COSE form of a P-256 public key (kty EC2, alg ES256, crv P-256, x, y). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

/** Makes a new credential for registration options: the response the browser would send, and the credential kept. */
export function createCredential(options: PasskeyCreationOptions, claims: Claims) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const counter = claims.counter ?? 0;
  const authData = Buffer.concat([
    sha256(claims.rpId),
    Buffer.from([flagByte(claims.flags, true)]),
    counterBytes(counter),
    Buffer.alloc(16), // AAGUID: none
    Buffer.from([0, rawId.length]),
    rawId,
    coseKey(privateKey),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const credential: SoftCredential = { id: b64url(rawId), userHandle: options.publicKey.user.id, privateKey, counter };
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData(claims, 'webauthn.create', options.publicKey.challenge)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { credential, response };
}

/** Signs sign-in options with a credential: the assertion the browser would send. The credential's counter moves on. */
export function assert(credential: SoftCredential, options: PasskeyRequestOptions, claims: Claims) {
  const counter = claims.counter ?? credential.counter + 1;
  credential.counter = counter;
  const authData = Buffer.concat([sha256(claims.rpId), Buffer.from([flagByte(claims.flags, false)]), counterBytes(counter)]);
  const data = clientData(claims, 'webauthn.get', options.publicKey.challenge);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
  const userHandle = claims.userHandle === undefined ? credential.userHandle : claims.userHandle;
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(userHandle === null ? {} : { userHandle }),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
