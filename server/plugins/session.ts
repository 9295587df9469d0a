import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createApiClient } from '#shared/api/client.ts';
import { isUnauthorized } from '#shared/api/errors.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import { ACCESS_TOKEN_COOKIE } from '#shared/config/credentials.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { gatewayCookieHeader } from './proxy/gateway-cookies.ts';
import { clientAddressHeaders } from './proxy/request-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (credentials blanked), or null for a guest. Set for page requests. */
    sessionUser: User | null;
    /** True when the request carries a session cookie or an Authorization header. */
    hasSessionCredentials: boolean;
    /** Why the last session check failed (a 401, a timeout…), or null. */
    sessionError: unknown;
    /** The incoming credentials and the client's address to forward to the gateway on this request's behalf. */
    gatewayHeaders: Record<string, string> | null;
    /** Asks the gateway who this is, once per request. */
    loadSession(): Promise<User | null>;
  }
}

interface SessionOptions {
  gatewayUrl: string;
  timeoutMs: number;
}

/**
 * The credentials to present to the gateway for this page request: the cookie (the session
 * method; without the console's own cookies), and the Authorization header or, for the jwt
 * method, the token's cookie mirror.
 * With them the visitor's address as the proxy states it (X-Forwarded-For, X-Real-IP), so the
 * gateway's per-IP rules see the same client on page renders and the export as on /api calls,
 * and never an address the client wrote itself.
 */
function credentialsOf(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { ...clientAddressHeaders(request) };
  const { authorization } = request.headers;
  const cookie = gatewayCookieHeader(request.headers.cookie);
  const mirroredToken = request.cookies[ACCESS_TOKEN_COOKIE];
  if (cookie) headers.cookie = cookie;
  if (authorization) headers.authorization = authorization;
  else if (mirroredToken) headers.authorization = `Bearer ${mirroredToken}`;
  return headers;
}

/**
 * Page requests learn who the visitor is from the gateway (`GET /api/user/self` with the
 * incoming cookie or token). A request without credentials is a guest without a call; a 401,
 * a timeout or any failure also means signed out (spec section 8: "treated as signed out").
 */
async function sessionPlugin(app: FastifyInstance, options: SessionOptions): Promise<void> {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('hasSessionCredentials', false);
  app.decorateRequest('sessionError', null);
  app.decorateRequest('gatewayHeaders', null);
  app.decorateRequest('loadSession', async function loadSession(this: FastifyRequest) {
    this.gatewayHeaders = credentialsOf(this);
    this.hasSessionCredentials = Boolean(this.cookies.session || this.gatewayHeaders.authorization);
    if (!this.hasSessionCredentials) return (this.sessionUser = null);
    const api = createApiClient({ baseUrl: options.gatewayUrl, headers: this.gatewayHeaders, timeoutMs: options.timeoutMs });
    try {
      const user = await api.get('/api/user/self', UserSchema);
      // The access token is a credential: it never goes into the page.
      this.sessionUser = { ...user, access_token: '' };
    } catch (error) {
      if (!isUnauthorized(error)) this.log.warn({ err: error }, 'session check failed; treating the visitor as signed out');
      this.sessionError = error;
      this.sessionUser = null;
    }
    return this.sessionUser;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
