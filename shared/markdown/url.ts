/**
 * Link rules of the markdown viewer (spec section 1): only http, https, irc, ircs, mailto and
 * xmpp links are kept, relative ones too; anything else is blanked.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

// Browsers drop tabs and newlines anywhere in a URL and strip leading/trailing C0 controls and
// spaces, so `java\tscript:` and ` javascript:` still run script: judge what the browser sees.
const INVISIBLE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

// Browsers read `\` as `/` in web URLs, so `/\host` leaves the site like `//host`.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

function normalise(value: string): string {
  return value.replace(INVISIBLE, '').replace(EDGES, '');
}

/** The scheme of a URL in lower case, or null when it has none (relative, including `//host`). */
export function urlScheme(value: string): string | null {
  const url = normalise(value);
  const colon = url.indexOf(':');
  if (colon === -1) return null;
  // A colon after the first `/`, `?` or `#` belongs to the path, query or fragment.
  for (const mark of ['/', '?', '#']) {
    const at = url.indexOf(mark);
    if (at !== -1 && at < colon) return null;
  }
  return url.slice(0, colon).toLowerCase();
}

/** react-markdown's `urlTransform`: the URL as the browser will read it, or '' when unsafe. */
export function safeUrl(value: string): string {
  const scheme = urlScheme(value);
  if (scheme !== null && !SAFE_SCHEMES.has(scheme)) return '';
  return normalise(value);
}

/**
 * Where a link goes inside the app, or null when it leaves it. Relative links are internal;
 * absolute http(s) links are internal when `origin` (known only in the browser) matches.
 * Protocol-relative `//host/…` links go to another host unless that host is ours.
 */
export function internalPath(href: string, origin: string | null): string | null {
  const url = normalise(href);
  if (url === '') return null;
  const scheme = urlScheme(url);
  if (scheme === null && !PROTOCOL_RELATIVE.test(url)) return url;
  if (origin === null || (scheme !== null && scheme !== 'http' && scheme !== 'https')) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** Web links (http, https, protocol-relative) open in a new tab; mailto and the like do not. */
export function opensNewTab(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === 'http' || scheme === 'https' || (scheme === null && PROTOCOL_RELATIVE.test(normalise(href)));
}
