/**
 * THE list of gateway GETs that change something: one-hub's router (`router/api-router.go`) and
 * controllers, and the spec's extensions the double serves, read route by route
 * (tests/server/state-changing-gets.test.ts holds the table of every GET route and why each is
 * or is not here). The cross-site guard refuses these, like writes, to a request that another
 * site could have made (`cross-site-guard.ts`). `:param` stands for one path segment.
 */
export const STATE_CHANGING_GETS: readonly string[] = [
  // Mails a code or a reset link and stores it; critical rate limit counted against the caller's IP.
  '/api/verification',
  '/api/reset_password',
  // A new OAuth state in the caller's session (GenerateOAuthCode, OIDCEndpoint; Google: extension).
  '/api/oauth/state',
  '/api/oauth/endpoint',
  '/api/oauth/google/url',
  // Sign in, sign up or bind by a provider's code. WeChat's has no state: a page on any site
  // could sign a visitor into the attacker's account.
  '/api/oauth/github',
  '/api/oauth/lark',
  '/api/oauth/oidc',
  '/api/oauth/wechat',
  '/api/oauth/wechat/bind',
  '/api/oauth/email/bind',
  // Ends the session; replaces the access token (the old one stops working).
  '/api/user/logout',
  '/api/user/token',
  // Creates the invite code when the account has none (GetAffCode).
  '/api/user/aff',
  // Creates the sys_playground key when missing (GetPlaygroundToken).
  '/api/token/playground',
  // Channel tests (response time, status: a fatal error disables the channel) and balances.
  '/api/channel/test',
  '/api/channel/test/:id',
  '/api/channel/update_balance',
  '/api/channel/update_balance/:id',
];

/** A listed path as a pattern: `:param` one segment; case-insensitive (a gateway may route so). */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`, 'i');
}

const PATTERNS: readonly RegExp[] = STATE_CHANGING_GETS.map(patternOf);

/** How many rounds of percent-decoding are tried: a gateway decodes once, a proxy before it may decode again. */
const DECODINGS = 3;

/**
 * Every path a gateway could take `url` to name: dot segments resolved as the proxy's URL parser
 * does (`/api/user/./token`), then percent-escapes decoded (`%74oken`, `%2F`) as gin and
 * find-my-way decode before routing, each decoding resolved again, with repeated and trailing
 * slashes dropped (the double ignores a trailing slash). Null when a decoding fails: such a path
 * cannot be told apart, and the guard treats it as listed.
 */
function gatewayPathsOf(url: string): string[] | null {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  const paths: string[] = [];
  let current = raw;
  for (let round = 0; round <= DECODINGS; round += 1) {
    let resolved: string;
    try {
      // Appended to an origin, never parsed on its own: `//x` stays a path, not a host.
      resolved = new URL(`http://gateway.invalid${current.startsWith('/') ? '' : '/'}${current}`).pathname;
    } catch {
      return null;
    }
    paths.push(resolved.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1'));
    if (round === DECODINGS || !resolved.includes('%')) break;
    try {
      current = decodeURIComponent(resolved);
    } catch {
      return null;
    }
  }
  return paths;
}

/** True when a GET (or HEAD) of `url` reaches one of `STATE_CHANGING_GETS` at the gateway, in any spelling. */
export function isStateChangingGet(url: string): boolean {
  const paths = gatewayPathsOf(url);
  if (paths === null) return true;
  return paths.some((path) => PATTERNS.some((pattern) => pattern.test(path)));
}
