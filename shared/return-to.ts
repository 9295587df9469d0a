/**
 * `returnTo` handling shared by the server hook and the client guards. Only same-origin paths
 * are accepted; everything else (protocol-relative `//host`, `/\host`, absolute URLs,
 * `javascript:`, and their percent-encoded or whitespace-padded variants) falls back.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  let decoded = value;
  // Decode repeatedly so `%2F%2Fevil` or double-encoded forms cannot slip through.
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  if (!/^\/(?![/\\])/.test(decoded)) return fallback;
  // Control characters and whitespace make browsers strip or reinterpret the path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(decoded)) return fallback;
  // Resolving against a dummy origin must not change the origin.
  const resolved = new URL(decoded, 'http://console.invalid');
  if (resolved.origin !== 'http://console.invalid') return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function signInUrl(signInPath: string, path: string): string {
  return `${signInPath}?returnTo=${encodeURIComponent(path)}`;
}
