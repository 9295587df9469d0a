import type { TFunction } from 'i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';
import { API_RATE_LIMIT_MINUTES, CRITICAL_RATE_LIMIT, isCriticalPath } from '#shared/api/rate-limits.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { UnsafeUrlError } from '#shared/web-url.ts';

/**
 * What to tell the user about a failed call: the gateway's own message when it sent one,
 * otherwise a translated reason (rate limit, unreachable gateway, unknown failure). An action
 * the gateway lacks (404, `Invalid URL`) or refuses to the caller's role (one-hub's permission
 * message with HTTP 200, e.g. an operator's model-owner write on an unmodified one-hub) says so,
 * the way the dashboard's error boundary does for pages. An address the browser was not sent to
 * (`shared/web-url.ts`: not http or https) says so. The gateway's message is shown in the
 * reader's language when the catalogue knows it (shared/i18n/gateway-messages.ts), else as it came.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof UnsafeUrlError) return t('error:gateway.unsafeUrl');
  if (error instanceof ApiError) {
    const kind = gatewayFailureKind(error);
    if (kind === 'unsupported') return t('error:gateway.unsupported');
    if (kind === 'forbidden' && error.status === 200)
      return t('error:gateway.forbidden', { message: translateGatewayMessage(error.message, t) });
    // one-hub says nothing but 429: its limits say how long the wait can be (shared/api/rate-limits.ts).
    if (error.status === 429)
      return error.path !== undefined && isCriticalPath(error.path)
        ? t('error:gateway.rateLimitedSignIn', CRITICAL_RATE_LIMIT)
        : t('error:gateway.rateLimited', { minutes: API_RATE_LIMIT_MINUTES });
    if (error.status === 0 || error.status === 502) return t('error:gateway.unreachable');
    if (error.status === 504) return t('error:gateway.timeout');
    if (error.message && error.message !== GENERIC_ERROR_MESSAGE) return translateGatewayMessage(error.message, t);
  }
  return t('error:generic');
}
