import { randomInt, randomUUID } from 'node:crypto';
import type { EmailCode, MockStore } from './state.ts';

/** How long e-mailed codes and reset links stay valid (upstream VerificationValidMinutes). */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** Issues a 6-digit e-mail verification code; tests read it from `store.verificationCodes`. */
export function issueVerificationCode(store: MockStore, email: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  store.verificationCodes.set(email, { code, expiresAt: store.now() + CODE_TTL_MS });
  return code;
}

/** Issues a 32-hex password-reset token; tests read it from `store.resetTokens`. */
export function issueResetToken(store: MockStore, email: string): string {
  const code = randomUUID().replaceAll('-', '');
  store.resetTokens.set(email, { code, expiresAt: store.now() + CODE_TTL_MS });
  return code;
}

/** Checks a code and, when it matches, consumes it so it works only once. */
export function consumeCode(store: MockStore, codes: Map<string, EmailCode>, email: string, code: string): boolean {
  const entry = codes.get(email);
  if (!entry || entry.expiresAt < store.now() || entry.code !== code) return false;
  codes.delete(email);
  return true;
}
