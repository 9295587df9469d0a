/**
 * Names shared by the browser and the server for the jwt sign-in method: the access token is
 * kept in localStorage (spec) and mirrored into a cookie only so that server-rendered pages know
 * the user. The server forwards that cookie as `Authorization` for page renders; the /api proxy
 * never does, so the cookie cannot be used for cross-site requests against the gateway.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'access-token';
export const ACCESS_TOKEN_COOKIE = 'console_access_token';

/** The random id that identifies this browser to the gateway, kept in localStorage. */
export const CLIENT_ID_STORAGE_KEY = 'client-id';
export const CLIENT_ID_HEADER = 'x-client-id';

/** Where a visit with `?aff=CODE` keeps the inviter's code until sign-up (spec). */
export const AFF_STORAGE_KEY = 'aff';
