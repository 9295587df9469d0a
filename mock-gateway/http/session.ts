// Brings in @fastify/cookie's request/reply typings (cookies, setCookie, clearCookie).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, createSession, findSession } from '#mock-gateway/store/sessions.ts';
import type { MockStore, Session } from '#mock-gateway/store/state.ts';

/** The session named by the request's cookie, if it is still live. */
export function requestSession(store: MockStore, request: FastifyRequest): Session | undefined {
  return findSession(store, request.cookies[SESSION_COOKIE]);
}

/**
 * Sends the session cookie with the flags of upstream's gin cookie store (contract §1.2); its
 * Max-Age matches the session's own expiry (2592000 s by default).
 */
export function setSessionCookie(reply: FastifyReply, session: Session): void {
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: Math.ceil((session.expiresAt - session.createdAt) / 1000),
  });
}

/** Expires the session cookie in the browser. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
}

/** The current session, or a new anonymous one whose cookie is set on `reply`. */
export function ensureSession(store: MockStore, request: FastifyRequest, reply: FastifyReply): Session {
  const existing = requestSession(store, request);
  if (existing) return existing;
  const session = createSession(store, null);
  setSessionCookie(reply, session);
  return session;
}
