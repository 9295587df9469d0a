/**
 * Why a gateway's ServerAddress would break passkeys and OIDC for this console, or null.
 * one-hub binds passkeys to it (common/webauthn/webauthn.go): the only origin it accepts is the
 * address itself, compared as a whole (case aside), so it must be exactly the origin users open
 * the console at, without a path; and browsers allow passkeys only over https (http only on
 * localhost). OIDC's return address is built from it too.
 */
export type ServerOriginProblem = 'empty' | 'mismatch' | 'insecure';

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

export function serverOriginProblem(address: string, consoleOrigin: string): ServerOriginProblem | null {
  const typed = address.trim().replace(/\/+$/, '');
  if (typed === '') return 'empty';
  if (typed.toLowerCase() !== consoleOrigin.toLowerCase()) return 'mismatch';
  const { protocol, hostname } = new URL(consoleOrigin);
  return protocol === 'https:' || isLocalhost(hostname) ? null : 'insecure';
}
