import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import { ROLE } from '#shared/access.ts';

/**
 * The console's own account at the gateway: calls made with GATEWAY_ADMIN_TOKEN, one-hub's
 * access token of an admin user, sent as one-hub reads it (`Authorization: <token>` for its
 * `/api` admin routes, middleware/auth.go). Used by the scheduler's jobs, never for a visitor's
 * request; the token is in no log line (an ApiError carries the path only) and no page.
 */
export function adminApi(gatewayUrl: string, token: string, timeoutMs: number): ApiClient {
  return createApiClient({ baseUrl: gatewayUrl, headers: { authorization: token }, timeoutMs });
}

export type AdminTokenCheck =
  | { kind: 'ok'; username: string; role: number }
  /** The gateway answered and does not take the token as an admin's. */
  | { kind: 'refused'; reason: string }
  /** The gateway could not be asked (down, slow): checked again when a job needs it. */
  | { kind: 'unreachable'; reason: string };

/** Asks the gateway who the token belongs to (`GET /api/user/self`): an admin (role ≥ 10) passes. */
export async function checkAdminToken(api: ApiClient): Promise<AdminTokenCheck> {
  try {
    const user = await api.get('/api/user/self', UserSchema);
    if (user.role < ROLE.admin)
      return { kind: 'refused', reason: `it belongs to ${user.username}, whose role ${user.role} is below admin (10)` };
    return { kind: 'ok', username: user.username, role: user.role };
  } catch (error) {
    // One-hub answers an unknown token with success:false (HTTP 200) or 401; a network failure has status 0.
    if (error instanceof ApiError && error.status !== 0 && error.status < 500)
      return { kind: 'refused', reason: `the gateway says: ${error.message}` };
    return { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  }
}
