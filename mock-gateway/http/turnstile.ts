import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorEnvelope } from '#shared/api/schemas/envelope.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { fail } from './respond.ts';
import { ensureSession, requestSession } from './session.ts';

/** A turnstile token the double treats as a failed check, so tests can reach that branch. */
export const FAILING_TURNSTILE_TOKEN = 'fail';

const TurnstileQuery = z.object({ turnstile: z.string().optional() });

/**
 * Upstream's TurnstileCheck middleware without Cloudflare: when the check is on, any non-empty
 * token passes (except `fail`) and marks the session, so later calls in it need no token.
 * Returns the refusal to send, or null to go on.
 */
export function checkTurnstile(store: MockStore, request: FastifyRequest, reply: FastifyReply): ErrorEnvelope | null {
  if (!store.status.turnstile_check && !store.status.turnstile) return null;
  if (requestSession(store, request)?.turnstileChecked) return null;
  const token = TurnstileQuery.safeParse(request.query).data?.turnstile ?? '';
  if (token === '') return fail('Turnstile token 为空');
  if (token === FAILING_TURNSTILE_TOKEN) return fail('Turnstile 校验失败，请刷新重试！');
  ensureSession(store, request, reply).turnstileChecked = true;
  return null;
}
