import type { TFunction } from 'i18next';
import { ApiError } from '#shared/api/errors.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

/** Thrown before a ceremony when this browser has no WebAuthn at all. */
export class PasskeyUnsupportedError extends Error {
  constructor() {
    super('WebAuthn is not supported in this browser');
    this.name = 'PasskeyUnsupportedError';
  }
}

function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false && 'message' in body;
}

/**
 * What to tell the user when a passkey ceremony ends without a result, in their language; null
 * when there is nothing to say (another ceremony replaced it, or the page was left). The
 * browser's refusals are named by the DOMException behind them (@simplewebauthn/browser keeps
 * its name); the gateway's by `errorMessage`, except that one-hub answers some passkey refusals
 * with HTTP 404 and its own message (`凭据不存在`, `登陆失败`): those are its answer, not a
 * missing endpoint, which answers 404 without one-hub's envelope.
 */
export function passkeyErrorMessage(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    return error.status === 404 && isEnvelope(error.body) ? translateGatewayMessage(error.message, t) : errorMessage(error, t);
  }
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'AbortError':
      return null;
    case 'PasskeyUnsupportedError':
      return t('auth:passkey.errors.unsupportedBrowser');
    // The user closed the browser's dialog, it timed out, or this device holds no passkey for the site.
    case 'NotAllowedError':
      return t('auth:passkey.errors.cancelled');
    case 'InvalidStateError':
      return t('auth:passkey.errors.alreadyRegistered');
    // The page's address is not the one the gateway binds passkeys to (its ServerAddress).
    case 'SecurityError':
      return t('auth:passkey.errors.wrongAddress');
    case 'NotSupportedError':
      return t('auth:passkey.errors.noAuthenticator');
    default:
      return t('auth:passkey.errors.failed');
  }
}
