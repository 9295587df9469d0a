import type { TFunction } from 'i18next';
import { ApiError } from '#shared/api/errors.ts';
import { errorMessage } from '#client/forms/error-message.ts';

/** Longer than this, a plain-text answer is not a message (an HTML error page, a dump). */
const MAX_TEXT = 300;

/**
 * Why an OAuth callback failed. one-hub answers a failed OIDC exchange with HTTP 400 and a plain
 * text line (`Failed to exchange token: …`, `Failed to verify ID token: …`) instead of its JSON
 * envelope: that line is the gateway's message, shown as text. Anything else as `errorMessage`.
 */
export function callbackErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'string') {
    const text = error.body.trim();
    if (text !== '' && text.length <= MAX_TEXT && !text.includes('<')) return text;
  }
  return errorMessage(error, t);
}
