/**
 * THE check before the console sends the browser to an address a gateway (or its operator)
 * chose: an OAuth or OIDC authorize URL, a payment page, a chat link. Only web pages (http,
 * https) may be opened; `javascript:`, `data:`, `vbscript:`, `blob:`, `file:` and the like never.
 *
 * The value is parsed once with the URL parser the browser itself uses for a navigation
 * (WHATWG: leading and trailing C0 controls and spaces stripped, tabs and newlines anywhere
 * dropped, the scheme lower-cased), relative to `base` (the page's origin), and the result is
 * what is returned: the caller navigates to exactly the URL that was checked, never to the raw
 * text, so no spelling can be read one way here and another way by the browser.
 */
export function webUrl(value: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Thrown when a gateway's address for the browser is not a web page (`webUrl` refused it). */
export class UnsafeUrlError extends Error {
  constructor() {
    super('The gateway sent an address that is not a web page.');
    this.name = 'UnsafeUrlError';
  }
}

/** `webUrl`, or an `UnsafeUrlError` for the caller's error message. */
export function requireWebUrl(value: string, base: string): string {
  const url = webUrl(value, base);
  if (url === null) throw new UnsafeUrlError();
  return url;
}

/** A base no page has: what resolves against it was a path, not an address of its own. */
const PATH_BASE = 'https://path.invalid';

/**
 * `webUrl` for a link rendered on the server and in the browser alike, where no page origin is at
 * hand: an absolute http(s) address as parsed, a path as the path it resolves to (so
 * `/x/../topup` is `/topup`), anything else (`javascript:`, `data:`, …) null, rendered as no link.
 */
export function webHref(value: string): string | null {
  const checked = webUrl(value, `${PATH_BASE}/`);
  if (checked === null) return null;
  const url = new URL(checked);
  return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : checked;
}
