import type { TFunction } from 'i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../shared/api/errors.ts';

/**
 * What to tell the user about a failed call: the gateway's own message when it sent one,
 * otherwise a translated reason (rate limit, unreachable gateway, unknown failure).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('error:gateway.rateLimited');
    if (error.status === 0 || error.status === 502) return t('error:gateway.unreachable');
    if (error.status === 504) return t('error:gateway.timeout');
    if (error.message && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  }
  return t('error:generic');
}
