/** How the gateway's status says to write amounts. */
export interface QuotaDisplay {
  display_in_currency: boolean;
  quota_per_unit: number;
}

const DEFAULT_DISPLAY: QuotaDisplay = { display_in_currency: true, quota_per_unit: 500000 };

/**
 * Upstream's common.LogQuota, as it writes amounts into log content: `＄10.000000 额度` (a
 * full-width dollar sign) with the currency display on, `N 点额度` otherwise.
 */
export function logQuota(quota: number, display: QuotaDisplay = DEFAULT_DISPLAY): string {
  if (!display.display_in_currency) return `${quota} 点额度`;
  const amount = (Math.abs(quota) / display.quota_per_unit).toFixed(6);
  return `${quota < 0 ? '-' : ''}＄${amount} 额度`;
}
