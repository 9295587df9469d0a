import type { Price } from '../../shared/api/schemas/model.ts';

/**
 * The final cost of one request (contract §5.4, relay_util/quota.go GetTotalQuota), with the
 * same float steps as Go: the ratios are multiplied by the group ratio first. Times pricing
 * truncates 1000 × input; tokens pricing rounds up; at least 1 when input ≠ 0; 0 without tokens.
 */
export function consumeQuota(price: Price, groupRatio: number, promptTokens: number, completionTokens: number): number {
  const inputRatio = price.input * groupRatio;
  const outputRatio = price.output * groupRatio;
  let quota = price.type === 'times'
    ? Math.trunc(1000 * inputRatio)
    : Math.ceil(promptTokens * inputRatio + completionTokens * outputRatio);
  if (inputRatio !== 0 && quota <= 0) quota = 1;
  if (promptTokens + completionTokens === 0) quota = 0;
  return quota;
}

/** common.LogQuota with the currency display on: `＄10.000000 额度` (full-width dollar sign). */
export function logQuota(quota: number, quotaPerUnit = 500000): string {
  const amount = Math.abs(quota / quotaPerUnit).toFixed(6);
  return quota < 0 ? `-＄${amount} 额度` : `＄${amount} 额度`;
}
