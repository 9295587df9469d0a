/**
 * Quota ↔ money as the spec (section 9) defines it: amount = quota / quota_per_unit, shown with
 * 2 decimals and trailing zeros removed; the balance is `$` with 6 decimals; raw quota (when the
 * site does not display currency) uses k / M / B with 3 decimals.
 */
/** How a site shows quota (`/api/status`'s `quota_per_unit` and `display_in_currency`): THE type for it. */
export interface QuotaDisplay {
  /** Quota per US$. */
  quotaPerUnit: number;
  /** Money (`$`) rather than raw quota. */
  displayInCurrency: boolean;
}

export function quotaToAmount(quota: number, quotaPerUnit: number): number {
  return quotaPerUnit > 0 ? quota / quotaPerUnit : 0;
}

export function amountToQuota(amount: number, quotaPerUnit: number): number {
  return Math.round(amount * quotaPerUnit);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** `$12.5` style, 2 decimals at most. */
export function formatAmount(quota: number, quotaPerUnit: number, digits = 2): string {
  return `$${trimZeros(quotaToAmount(quota, quotaPerUnit).toFixed(digits))}`;
}

/** The balance: `$` with 6 decimals, zeros kept (spec section 9). */
export function formatBalance(quota: number, quotaPerUnit: number): string {
  return `$${quotaToAmount(quota, quotaPerUnit).toFixed(6)}`;
}

/** Raw quota with k / M / B suffixes. */
export function formatRawQuota(quota: number): string {
  // [threshold, divisor, suffix]: thousands only from 10,000 on, as the spec says.
  const units: [number, number, string][] = [
    [1e9, 1e9, 'B'],
    [1e6, 1e6, 'M'],
    [1e4, 1e3, 'k'],
  ];
  for (const [threshold, divisor, suffix] of units) if (Math.abs(quota) >= threshold) return `${(quota / divisor).toFixed(3)}${suffix}`;
  return String(quota);
}

/** Quota as the site wants it shown: money when `display_in_currency`, raw otherwise. */
export function formatQuota(quota: number, status: { quota_per_unit: number; display_in_currency: boolean }): string {
  return status.display_in_currency ? formatAmount(quota, status.quota_per_unit) : formatRawQuota(quota);
}

/**
 * Quota spent, exactly: money with up to 6 decimals (1 quota is $0.000002 at the default unit,
 * and a single call often costs less than a cent, which 2 decimals would show as $0), raw
 * quota otherwise. For usage figures (used quota, today's cost, a key's spending).
 */
export function formatUsage(quota: number, status: { quota_per_unit: number; display_in_currency: boolean }): string {
  return status.display_in_currency ? formatAmount(quota, status.quota_per_unit, 6) : formatRawQuota(quota);
}
