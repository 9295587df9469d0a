import { formatDecimal, formatPriceQuota } from '#shared/format/price.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** The text of a price in quota per display unit, or null when it is free (the caller says "free"). */
export function priceText(quota: number, display: QuotaDisplay): string | null {
  return quota === 0 ? null : formatPriceQuota(quota, display);
}

/**
 * How a group's multiplier reads next to its name: a discount label below 1 (given by the
 * caller, it is language-specific), `×1.5` above 1, nothing at 1 or when unknown.
 */
export function markupText(multiplier: number | null): string | null {
  return multiplier !== null && multiplier > 1 ? `×${formatDecimal(multiplier, 4)}` : null;
}
