import { readLocal, writeLocal } from '#client/session/local-store.ts';

const PASSKEY_USED_KEY = 'passkey-used';

/**
 * Whether a passkey was created or used in this browser: only then does the sign-in page offer
 * the browser's passkey autofill, which costs a `login/begin` on every visit (see
 * ARCHITECTURE.md, "Passkeys").
 */
export function passkeyUsedHere(): boolean {
  return readLocal(PASSKEY_USED_KEY) === '1';
}

/** Remembers that this browser holds or reaches a passkey of this site. */
export function rememberPasskeyHere(): void {
  writeLocal(PASSKEY_USED_KEY, '1');
}
