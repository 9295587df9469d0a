/**
 * The smallest reward transfer, in quota: one currency unit (`quota_per_unit`, $1 by default),
 * as new-api's `TransferAffQuotaToQuota` requires; the double enforces the same rule and a
 * gateway with another minimum says so in its refusal, which the page shows.
 */
export function affTransferMinimum(quotaPerUnit: number): number {
  return Math.max(1, Math.round(quotaPerUnit));
}

/** Why a transfer of `quota` out of `available` pending rewards cannot be sent, or null when it can. */
export type AffTransferProblem = 'belowMinimum' | 'overAvailable';

/** The console's own check before sending, the same rule the double applies. */
export function affTransferProblem(quota: number, available: number, minimum: number): AffTransferProblem | null {
  if (!Number.isInteger(quota) || quota < minimum) return 'belowMinimum';
  if (quota > available) return 'overAvailable';
  return null;
}
