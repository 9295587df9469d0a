/**
 * The relay's final quota of one call (contract §5.4 step 2, upstream relay/relay_util/quota.go),
 * shared by the double's ledger and the console's playground, so the cost a page shows for an
 * answer is the quota the gateway writes into the log row. Float operations follow upstream's
 * order (`inputRatio = input × groupRatio` first), so both round exactly like one-hub does.
 */

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
