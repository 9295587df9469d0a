import { randomBytes } from 'node:crypto';
import type { MockStore, Session } from './state.ts';

/** Name of the browser session cookie (contract §1.2). */
export const SESSION_COOKIE = 'session';

/** Starts a session; `userId` null makes an anonymous one (OAuth state, turnstile mark). */
export function createSession(store: MockStore, userId: number | null): Session {
  const createdAt = store.now();
  const session: Session = {
    id: randomBytes(24).toString('base64url'),
    userId,
    oauthState: null,
    turnstileChecked: false,
    createdAt,
    expiresAt: createdAt + store.sessionTtlMs,
  };
  store.sessions.set(session.id, session);
  return session;
}

/** The live session for a cookie value; expired ones are dropped, so they count as no session. */
export function findSession(store: MockStore, id: string | undefined): Session | undefined {
  if (id === undefined) return undefined;
  const session = store.sessions.get(id);
  if (session && store.now() >= session.expiresAt) {
    store.sessions.delete(id);
    return undefined;
  }
  return session;
}
