/**
 * `returnTo` handling: THE one check shared by every place that redirects to a visitor-supplied
 * path (the server's 302 for signed-in users on guest pages, the route middleware on the server
 * and in the browser, the redirect after any sign-in, the OAuth round trip).
 *
 * The value is normalised once, the way a browser resolves a path (dot segments, `%2e`), and the
 * check holds on that final value, which is what is returned, and on every decoding of it: a
 * value that any later decoding or resolution could turn into `//host`, `/\host` or a scheme
 * falls back. The value itself is returned decoded no further than it arrived, so a legitimate
 * `?model=a%26b` keeps its meaning.
 */

/** Longer values are not paths this console makes; refusing them bounds the work. */
const MAX_LENGTH = 2048;
/** Decoding levels inspected: more than any legitimate value needs. */
const DECODING_LEVELS = 4;
const BASE = 'http://console.invalid';

// Control characters, any whitespace (browsers drop tabs and newlines from URLs) and the
// backslash (browsers read it as `/` in web URLs).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// Slash look-alikes: harmless in a path today, but no path of this console has them, and an
// IDNA mapping or a lenient parser elsewhere could read them as `/`.
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/**
 * One level: an absolute path whose resolution stays on this origin and is itself a plain path.
 * `whole` checks the characters of the whole value; decoded levels check only the path, since a
 * decoded query may hold a space (`?name=my%20key`) and cannot move the origin.
 */
function isLocalPath(value: string, whole: boolean): boolean {
  const checked = whole ? value : (value.split(/[?#]/, 1)[0] ?? '');
  if (!/^\/(?![/\\])/.test(value) || FORBIDDEN.test(checked) || SLASH_LOOKALIKES.test(checked)) return false;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return false;
  }
  // Dot segments can turn `/.//host` into the path `//host`: the resolved path must pass too.
  return resolved.origin === BASE && /^\/(?![/\\])/.test(resolved.pathname);
}

/** `value` resolved like a browser would (dot segments gone, unsafe characters escaped). */
function normalise(value: string): string {
  const resolved = new URL(value, BASE);
  return resolved.pathname + resolved.search + resolved.hash;
}

/**
 * The same-origin path to go to after sign-in, or `fallback`. Accepts only absolute paths
 * (`/dashboard?x=1#y`); rejects protocol-relative `//host` and `/\host`, absolute URLs, schemes
 * in any case, control characters and whitespace, dot segments or encodings that resolve to any
 * of these, values that do not decode, and values longer than 2048 characters.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback;
  if (!isLocalPath(value, true)) return fallback;
  const result = normalise(value);
  let level = result;
  for (let i = 0; i < DECODING_LEVELS; i += 1) {
    if (!isLocalPath(level, i === 0)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(level);
    } catch {
      return fallback;
    }
    if (next === level) return result;
    level = next;
  }
  // Still changing after every level inspected: nobody encodes a path that many times.
  return fallback;
}
