import { formatRawQuota, type QuotaDisplay } from './quota.ts';

/**
 * Model price maths (contract §5.3). A price's `input`/`output` ratio is quota per token
 * (1 = $0.002 per 1K tokens at the default 500,000 quota per $1); `times` pricing charges a
 * flat 1000 × input quota per call and ignores `output`. A group multiplies both sides.
 */

/** The display units of token prices; the toggle only changes the display (contract §5.3). */
export const PRICE_UNITS = ['1k', '1m'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const TOKENS_PER_UNIT: Readonly<Record<PriceUnit, number>> = { '1k': 1_000, '1m': 1_000_000 };

/** Quota charged per call of a `times` price, per unit of `input`. */
export const TIMES_QUOTA_PER_RATIO = 1_000;

/** upstream's default QuotaPerUnit, used when `/api/status` is unavailable. */
export const DEFAULT_QUOTA_PER_UNIT = 500_000;

export type PriceType = 'tokens' | 'times';

export function isPriceUnit(value: unknown): value is PriceUnit {
  return typeof value === 'string' && (PRICE_UNITS as readonly string[]).includes(value);
}

/**
 * Quota for one display unit: per 1K / 1M tokens for `tokens` prices, per call for `times`
 * prices (where the unit does not apply), times the group multiplier.
 */
export function priceQuota(ratio: number, type: PriceType, unit: PriceUnit, multiplier = 1): number {
  const perUnit = type === 'times' ? TIMES_QUOTA_PER_RATIO : TOKENS_PER_UNIT[unit];
  return ratio * perUnit * multiplier;
}

/** Dollars for an amount of quota: quota / quota_per_unit (spec section 9). */
export function priceDollars(quota: number, quotaPerUnit: number): number {
  return quotaPerUnit > 0 ? quota / quotaPerUnit : 0;
}

/**
 * A decimal without floating-point noise or an exponent, trailing zeros dropped: prices can be
 * tiny (gpt-4o-mini costs $0.00015 per 1K tokens), so two decimals would show most as $0.
 */
export function formatDecimal(value: number, maxDecimals = 10): string {
  if (!Number.isFinite(value)) return '0';
  const clean = Number(value.toPrecision(12));
  const text = clean.toFixed(maxDecimals).replace(/\.?0+$/, '');
  return text === '-0' || text === '' ? '0' : text;
}

/**
 * The text of a non-zero price: `$0.005` in currency mode, else raw quota with the spec's
 * k / M / B suffixes. A zero price is "free", which the caller translates.
 */
export function formatPriceQuota(quota: number, display: QuotaDisplay): string {
  if (display.displayInCurrency) return `$${formatDecimal(priceDollars(quota, display.quotaPerUnit))}`;
  const clean = Number(quota.toPrecision(12));
  return Math.abs(clean) >= 1e4 ? formatRawQuota(clean) : formatDecimal(clean, 4);
}

/** Group id → owner id → multiplier, as `/api/channel_group_rate` answers. */
export type ChannelRates = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * What a group really pays for an owner's models: the channel-group rate when the gateway
 * gives one (it already includes the group's ratio, so the two are not multiplied), else the
 * group's own ratio; 1 (list price) without a group.
 */
export function groupMultiplier(group: { id: number; ratio: number } | null, ownerId: number, channelRates: ChannelRates): number {
  if (!group) return 1;
  const rate = channelRates[String(group.id)]?.[String(ownerId)];
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 ? rate : group.ratio;
}
