import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost keeps building a double (four seeded users) fast in tests; this is a test double.
const COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** Hex scrypt hash of `password` with `salt`. */
export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, KEY_LENGTH, COST).toString('hex');
}

/** A fresh random salt for a newly registered or reset password. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** Constant-time check of `password` against a stored hash. */
export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, KEY_LENGTH, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
