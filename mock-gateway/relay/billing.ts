/**
 * The relay's quota arithmetic (contract §5.4, upstream relay/relay_util/quota.go), kept pure so
 * tests can check every billed call against it. Float operations follow upstream's order
 * (`inputRatio = input × groupRatio` first), so the double rounds exactly like one-hub does.
 */

/** Upstream's PreConsumedQuota option (contract §5.2). */
export const PRE_CONSUMED_QUOTA = 500;

/** What a model costs: `tokens` = quota per prompt/completion token, `times` = 1000 × input per call. */
export interface PriceRatios {
  type: 'tokens' | 'times';
  input: number;
  output: number;
}

/** One call's usage. `calls` only matters for `times` pricing (n images = n calls). */
export interface QuotaUsage {
  promptTokens: number;
  completionTokens: number;
  calls?: number;
}

/**
 * The final quota of a call (§5.4 step 2):
 * - tokens: `ceil(prompt × input × gr + completion × output × gr)`;
 * - times: `trunc(1000 × input × gr)` per call, × `calls` (upstream truncates with Go's `int()`);
 * - at least 1 when `input × gr ≠ 0`; 0 when prompt + completion tokens = 0.
 */
export function computeQuota(price: PriceRatios, groupRatio: number, usage: QuotaUsage): number {
  const inputRatio = price.input * groupRatio;
  const outputRatio = price.output * groupRatio;
  let quota =
    price.type === 'times'
      ? Math.trunc(1000 * inputRatio) * (usage.calls ?? 1)
      : Math.ceil(usage.promptTokens * inputRatio + usage.completionTokens * outputRatio);
  if (inputRatio !== 0 && quota <= 0) quota = 1;
  if (usage.promptTokens + usage.completionTokens === 0) quota = 0;
  return quota;
}

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
