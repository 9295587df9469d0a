import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession } from '#mock-gateway/store/sessions.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { toLoginUser } from '#mock-gateway/store/user/user.ts';
import { clientIp } from './rate-limit.ts';
import { ok } from './respond.ts';
import { requestSession, setSessionCookie } from './session.ts';

/**
 * Upstream's setupLogin, shared by password and OAuth sign-in: a fresh session (so an id planted
 * before sign-in is worthless afterwards), the sign-in time and IP, and the login answer.
 */
export function completeSignIn(store: MockStore, request: FastifyRequest, reply: FastifyReply, user: UserRecord) {
  const previous = requestSession(store, request);
  if (previous) store.sessions.delete(previous.id);
  setSessionCookie(reply, createSession(store, user.id));
  user.last_login_time = nowSeconds(store);
  user.last_login_ip = clientIp(request);
  return ok(toLoginUser(user));
}
