import type { PriceRatios, QuotaUsage } from '#shared/billing/relay-quota.ts';

/**
 * The relay's quota arithmetic (contract §5.4, upstream relay/relay_util/quota.go), kept pure so
 * tests can check every billed call against it. Float operations follow upstream's order
 * (`inputRatio = input × groupRatio` first), so the double rounds exactly like one-hub does.
 */

/** Upstream's PreConsumedQuota option (contract §5.2). */
export const PRE_CONSUMED_QUOTA = 500;

// The final-quota formula is shared with the console (the playground's cost per answer).
export { computeQuota } from '#shared/billing/relay-quota.ts';
export type { PriceRatios, QuotaUsage } from '#shared/billing/relay-quota.ts';

/**
 * What is reserved before the call (§5.4 step 1): tokens pricing `trunc(prompt × input × gr) +
 * PreConsumedQuota` (nothing when the model is free), times pricing `trunc(1000 × input × gr)` per call.
 */
export function computePreConsumed(price: PriceRatios, groupRatio: number, usage: Omit<QuotaUsage, 'completionTokens'>): number {
  const inputRatio = price.input * groupRatio;
  if (price.type === 'times') return Math.trunc(1000 * inputRatio) * (usage.calls ?? 1);
  if (price.input === 0 && price.output === 0) return 0;
  return Math.trunc(usage.promptTokens * inputRatio) + PRE_CONSUMED_QUOTA;
}

/** How a reservation is handled for a user balance (§5.4 step 1). */
export type Reservation =
  | { kind: 'none' }
  | { kind: 'insufficient' }
  /** The user holds more than 100 × pre: nothing is reserved and the key is not checked. */
  | { kind: 'trusted' }
  | { kind: 'reserve'; amount: number };

/** Decides the reservation of `pre` for a user holding `userQuota`. */
export function planReservation(pre: number, userQuota: number): Reservation {
  if (pre === 0) return { kind: 'none' };
  if (userQuota < pre) return { kind: 'insufficient' };
  if (userQuota > 100 * pre) return { kind: 'trusted' };
  return { kind: 'reserve', amount: pre };
}
