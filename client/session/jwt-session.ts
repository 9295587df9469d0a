import { z } from 'zod/mini';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { JwtRoute } from '#shared/config/credentials.ts';
import { browserHeaders } from '#client/session/credentials.ts';

const AnswerSchema = z.object({ success: z.boolean(), message: z.optional(z.string()), data: z.optional(z.string()) });

/**
 * Calls one of the jwt method's console routes (`JWT_ROUTES`, server/routes/jwt-session.ts),
 * which keep the access token in an HttpOnly cookie; answers `data` (the new token, for the
 * profile's "generate" only). A refusal rejects with an ApiError carrying the gateway's message,
 * as the API client's do, so `errorMessage` explains it in the reader's language.
 */
export async function jwtCall(path: JwtRoute): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: browserHeaders(), credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE, 0, undefined, { path });
  }
  const parsed = AnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success || !parsed.data.success) {
    throw new ApiError((parsed.success && parsed.data.message) || GENERIC_ERROR_MESSAGE, response.status, undefined, { path });
  }
  return parsed.data.data;
}
