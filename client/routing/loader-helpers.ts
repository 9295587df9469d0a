import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '../../shared/api/client.ts';
import { StatusSchema } from '../../shared/api/schemas/status.ts';
import type { Status } from '../../shared/api/schemas/status.ts';
import { apiContext } from './router-context.ts';

/** The API client of this request (server) or of the page (browser). */
export function apiOf(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}

/** `/api/status`, or null when the gateway cannot be reached (pages then show defaults). */
export async function loadStatus(context: Readonly<RouterContextProvider>): Promise<Status | null> {
  try {
    return await apiOf(context).get('/api/status', StatusSchema);
  } catch {
    return null;
  }
}
