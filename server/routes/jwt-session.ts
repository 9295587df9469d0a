import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { AccessTokenSchema } from '#shared/api/schemas/auth.ts';
import { ACCESS_TOKEN_COOKIE, JWT_ROUTES } from '#shared/config/credentials.ts';
import { scriptOfThisSite } from '#server/plugins/proxy/cross-site-guard.ts';
import { clientAddressHeaders } from '#server/plugins/proxy/request-headers.ts';

/** How long the browser keeps the token cookie (the former localStorage copy's 30 days). */
const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

interface JwtSessionOptions {
  gatewayUrl: string;
  timeoutMs: number;
  publicUrl?: string;
}

type Envelope = { success: boolean; message: string; data?: string };

function answer(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** The gateway's refusal as the gateway said it (its message, its 401), an unreachable gateway as 502. */
function failure(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500)
    return answer(reply, error.status === 401 ? 401 : 200, { success: false, message: error.message });
  return answer(reply, 502, { success: false, message: 'The gateway cannot be reached right now.' });
}

function keepToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    path: '/',
    maxAge: TOKEN_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.servedOverHttps,
  });
}

function dropToken(request: FastifyRequest, reply: FastifyReply): void {
  void reply.setCookie(ACCESS_TOKEN_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.servedOverHttps,
  });
}

/**
 * The jwt sign-in method's routes (`JWT_ROUTES`). The access token never reaches a script: the
 * console asks one-hub's `GET /api/user/token` (which makes a new token and invalidates the
 * previous one) and keeps the answer in an HttpOnly, SameSite=Strict cookie (Secure over https);
 * page renders and exports present it, and the proxy lends it to the console's own script calls.
 * Each route answers only a script of this site (`scriptOfThisSite`: the client id, no foreign
 * Origin or Sec-Fetch-Site), 403 otherwise.
 *
 * - `session`: after a sign-in, with the gateway's cookie session: the token into the cookie.
 * - `token`: the profile's "generate": a new token, answered this once (the user copies it for
 *   other clients; the old one stops working). Signed in by the token cookie: made with it, and
 *   kept in the cookie; signed in by the gateway's session: made with that, no cookie.
 * - `signOut`: a new token with the cookie's, answered to nobody, so the token the browser held
 *   is dead at the gateway, then the cookie dropped; without one, nothing to do. A token the
 *   gateway no longer takes (replaced since) counts as signed out; an unreachable gateway keeps
 *   the user signed in. The browser cannot tell which way it is signed in (it cannot read the
 *   cookie), so every sign-out and every "generate" comes here, whichever method's page was used.
 */
export async function jwtSessionRoutes(app: FastifyInstance, options: JwtSessionOptions): Promise<void> {
  const fromThisSite = scriptOfThisSite(options.publicUrl);
  const newToken = (request: FastifyRequest, credentials: Record<string, string>) =>
    createApiClient({
      baseUrl: options.gatewayUrl,
      headers: { ...clientAddressHeaders(request), ...credentials },
      timeoutMs: options.timeoutMs,
    }).get('/api/user/token', AccessTokenSchema);
  const heldToken = (request: FastifyRequest) => request.cookies[ACCESS_TOKEN_COOKIE] ?? '';

  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisSite(request)) return answer(reply, 403, { success: false, message: 'Only the console itself may call this.' });
  });

  app.post(JWT_ROUTES.session, async (request, reply) => {
    // The gateway's cookie session only: one-hub asks the session before any token.
    const cookie = request.headers.cookie ?? '';
    try {
      keepToken(request, reply, await newToken(request, { cookie }));
    } catch (error) {
      return failure(reply, error);
    }
    return answer(reply, 200, { success: true, message: '' });
  });

  app.post(JWT_ROUTES.token, async (request, reply) => {
    const held = heldToken(request);
    try {
      if (held === '') {
        const token = await newToken(request, { cookie: request.headers.cookie ?? '' });
        return answer(reply, 200, { success: true, message: '', data: token });
      }
      const token = await newToken(request, { authorization: `Bearer ${held}` });
      keepToken(request, reply, token);
      return answer(reply, 200, { success: true, message: '', data: token });
    } catch (error) {
      return failure(reply, error);
    }
  });

  app.post(JWT_ROUTES.signOut, async (request, reply) => {
    const held = heldToken(request);
    if (held !== '') {
      try {
        await newToken(request, { authorization: `Bearer ${held}` });
      } catch (error) {
        // Refused (401, `access token 无效`): the token is dead already. Unreachable: stay signed in.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return failure(reply, error);
      }
    }
    dropToken(request, reply);
    return answer(reply, 200, { success: true, message: '' });
  });
}
