import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import type { Status } from '#shared/api/schemas/status.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { apiContext, sessionContext } from './router-context.ts';

/** The API client of this request (server) or of the page (browser). */
export function apiOf(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}

export interface StatusResult {
  status: Status | null;
  /** The gateway's message when `/api/status` failed. */
  error: string | null;
}

// One `/api/status` call per request (server) or navigation (browser), however many loaders ask.
const statusCalls = new WeakMap<object, Promise<StatusResult>>();

export function loadStatusResult(context: Readonly<RouterContextProvider>): Promise<StatusResult> {
  let call = statusCalls.get(context);
  if (!call) {
    call = apiOf(context)
      .get('/api/status', StatusSchema)
      .then(
        (status) => ({ status, error: null }),
        (error: unknown) => ({ status: null, error: error instanceof Error ? error.message : String(error) }),
      );
    statusCalls.set(context, call);
  }
  return call;
}

/** `/api/status`, or null when the gateway cannot be reached (pages then show defaults). */
export async function loadStatus(context: Readonly<RouterContextProvider>): Promise<Status | null> {
  return (await loadStatusResult(context)).status;
}

/**
 * The signed-in user, fresh, for a loader. On the server the page hook asked the gateway for
 * this very request a moment ago (credentials blanked), so that answer is used; in the browser
 * the gateway is asked again.
 */
export async function loadFreshUser(context: Readonly<RouterContextProvider>): Promise<User> {
  const known = typeof document === 'undefined' ? context.get(sessionContext) : null;
  return known ?? apiOf(context).get('/api/user/self', UserSchema);
}
