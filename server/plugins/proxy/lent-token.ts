import type { FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import { ACCESS_TOKEN_COOKIE } from '#shared/config/credentials.ts';
import { scriptOfThisSite } from './cross-site-guard.ts';

/**
 * The jwt sign-in method's `/api` credential: the browser's scripts cannot read the access token
 * (an HttpOnly cookie, routes/jwt-session.ts), so the proxy presents it for them, as
 * `Authorization: Bearer`, to a call that has no Authorization of its own and that a script of
 * this site made (`scriptOfThisSite`: the console's client id, no foreign Origin or
 * Sec-Fetch-Site). A navigation, an `<img>` or another site's request goes on without it, as if
 * signed out. Runs after the cross-site guard, which judged the request's own headers.
 */
export function tokenLender(publicUrl: string | undefined): (request: FastifyRequest) => void {
  const fromThisSite = scriptOfThisSite(publicUrl);
  return (request) => {
    const { authorization, cookie } = request.headers;
    if (authorization !== undefined || cookie === undefined || !cookie.includes(ACCESS_TOKEN_COOKIE)) return;
    const token = fastifyCookie.parse(cookie)[ACCESS_TOKEN_COOKIE];
    if (token && fromThisSite(request)) request.headers.authorization = `Bearer ${token}`;
  };
}
