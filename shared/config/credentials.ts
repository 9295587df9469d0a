/**
 * Names shared by the browser and the server for the jwt sign-in method: the access token is
 * kept in an HttpOnly, SameSite=Strict cookie the console's server sets (`JWT_ROUTES`), so no
 * script can read it. The server sends it as `Authorization` for page renders and exports, and
 * the /api proxy lends it to the console's own script calls only (`X-Client-Id` from this
 * site: server/plugins/proxy/lent-token.ts), never to a navigation or another site's request.
 */
export const ACCESS_TOKEN_COOKIE = 'console_access_token';
/** Where an earlier version kept the token in localStorage; removed when a page starts. */
export const LEGACY_ACCESS_TOKEN_STORAGE_KEY = 'access-token';

/** The random id that identifies this browser to the gateway, kept in localStorage. */
export const CLIENT_ID_STORAGE_KEY = 'client-id';
export const CLIENT_ID_HEADER = 'x-client-id';

/** Where a visit with `?aff=CODE` keeps the inviter's code until sign-up (spec). */
export const AFF_STORAGE_KEY = 'aff';

/**
 * The jwt method's console routes (server/routes/jwt-session.ts), POST from the console's own
 * scripts only: after a sign-in, trade the gateway's cookie session for the access token, kept in
 * an HttpOnly cookie the browser's scripts cannot read; replace it (the profile's "generate",
 * which answers the new token once, to be copied); sign out (the token is replaced at the
 * gateway, so the old one stops working, and the cookie is dropped).
 */
export const JWT_ROUTES = {
  session: '/jwt/session',
  token: '/jwt/token',
  signOut: '/jwt/sign-out',
} as const;
export type JwtRoute = (typeof JWT_ROUTES)[keyof typeof JWT_ROUTES];
