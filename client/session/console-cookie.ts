/**
 * Writes one of the console's own display cookies (language, time zone, appearance), which the
 * server reads for the next render: `cookie` is `name=value; Path=…` as built by the caller, and
 * on an https page it gets `Secure`, so a plain-http request (before HSTS applies) never carries
 * or replaces it.
 */
export function writeConsoleCookie(cookie: string): void {
  document.cookie = `${cookie}${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}
