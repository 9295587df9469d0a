import type { FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '#shared/api/schemas/envelope.ts';
import { findUserByAccessToken } from '#mock-gateway/store/user/user.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { fail } from './respond.ts';
import { requestSession } from './session.ts';

/** The caller, or how to refuse them: 401 only without any credentials, 200 otherwise (contract §1.1). */
export type Authorization =
  { ok: true; user: UserRecord; via: 'session' | 'token' } | { ok: false; status: 200 | 401; body: ErrorEnvelope };

/** one-hub's answer to a role too low (middleware/auth.go), sent with HTTP 200. */
export const ROLE_TOO_LOW = '无权进行此操作，权限不足';

function sessionUser(store: MockStore, request: FastifyRequest): UserRecord | undefined {
  const session = requestSession(store, request);
  return session?.userId == null ? undefined : store.users.get(session.userId);
}

function bearer(header: string): string {
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
}

/** Checks the session cookie, then `Authorization: [Bearer ]<access_token>`, then status and role. */
export function authorize(store: MockStore, request: FastifyRequest, minRole: number): Authorization {
  let user = sessionUser(store, request);
  const via = user ? 'session' : 'token';
  if (!user) {
    const header = request.headers.authorization ?? '';
    if (header === '') {
      return { ok: false, status: 401, body: fail('无权进行此操作，未登录且未提供 access token') };
    }
    user = findUserByAccessToken(store, bearer(header));
    if (!user) return { ok: false, status: 200, body: fail('无权进行此操作，access token 无效') };
  }
  if (user.status !== 1) return { ok: false, status: 200, body: fail('用户已被封禁') };
  if (user.role < minRole) return { ok: false, status: 200, body: fail(ROLE_TOO_LOW) };
  return { ok: true, user, via };
}

/** The caller if signed in (pub+ routes); anonymous callers and bad tokens give null. */
export function optionalUser(store: MockStore, request: FastifyRequest): UserRecord | null {
  const header = request.headers.authorization ?? '';
  const user = sessionUser(store, request) ?? (header === '' ? undefined : findUserByAccessToken(store, bearer(header)));
  return user && user.status === 1 ? user : null;
}
