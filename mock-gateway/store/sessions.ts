import { randomBytes } from 'node:crypto';
import type { MockStore, Session } from './state.ts';

/** Name of the browser session cookie (contract §1.2). */
export const SESSION_COOKIE = 'session';
/** Session lifetime: 30 days, in seconds (contract §1.2). */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Starts a session; `userId` null makes an anonymous one (OAuth state, turnstile mark). */
export function createSession(store: MockStore, userId: number | null): Session {
  const session: Session = {
    id: randomBytes(24).toString('base64url'),
    userId,
    oauthState: null,
    turnstileChecked: false,
    createdAt: store.now(),
  };
  store.sessions.set(session.id, session);
  return session;
}

/** The live session for a cookie value; expired ones are dropped. */
export function findSession(store: MockStore, id: string | undefined): Session | undefined {
  if (id === undefined) return undefined;
  const session = store.sessions.get(id);
  if (session && store.now() - session.createdAt > SESSION_MAX_AGE * 1000) {
    store.sessions.delete(id);
    return undefined;
  }
  return session;
}
