import { RelayCallError } from './stream-chat.ts';

/** Why an answer failed, as the playground explains it. */
export type FailureKind = 'balance' | 'key' | 'group' | 'rateLimited' | 'unreachable' | 'relay';

/** A failed answer: its kind and the gateway's own message (empty when it sent none). */
export interface AnswerFailure {
  kind: FailureKind;
  message: string;
}

/**
 * The kind of a relay failure (contract §2.13, §5.4): 402 `insufficient_user_quota` is the
 * user's balance; 403 `pre_consume_token_quota_failed` and 401 (invalid, expired or exhausted
 * key) are the key; a model the chosen group cannot use is known before the call (the model
 * list says so), whatever the gateway's wording; 429 has no body; status 0 never reached it.
 */
export function classifyFailure(error: unknown, groupCanUse: boolean): AnswerFailure {
  if (!(error instanceof RelayCallError)) return { kind: 'relay', message: error instanceof Error ? error.message : '' };
  const { status, code, message } = error;
  if (status === 0) return { kind: 'unreachable', message };
  if (status === 402 || code === 'insufficient_user_quota') return { kind: 'balance', message };
  if (status === 401 || code === 'pre_consume_token_quota_failed') return { kind: 'key', message };
  if (status === 429) return { kind: 'rateLimited', message };
  if (!groupCanUse) return { kind: 'group', message };
  if (status === 403) return { kind: 'key', message };
  return { kind: 'relay', message };
}
