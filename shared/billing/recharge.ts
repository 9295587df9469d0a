import { cents, orderAmount } from './order-amount.ts';

/**
 * Top-up arithmetic shared by the pricing and payment pages, following one-hub's top-up card:
 * `RechargeDiscount` is a JSON map of whole-dollar amounts to price factors that applies only
 * to exactly those amounts; a payment method adds its percentage of the discounted price, or
 * else its fixed fee (shared/billing/order-amount.ts); CNY totals use `PaymentUSDRate`.
 */
export type RechargeDiscountMap = Readonly<Record<string, number>>;

/** The tiers shown when the site has no discount table, in US$. */
export const DEFAULT_TIERS: readonly number[] = [10, 50, 100, 500];

/** one-hub refuses larger single orders. */
export const MAX_TOP_UP = 1_000_000;

/** Parses the status text; anything malformed counts as "no discounts" rather than an error. */
export function parseRechargeDiscount(text: string): RechargeDiscountMap {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const map: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (/^\d+$/.test(key) && typeof value === 'number' && value > 0 && value <= 1) map[String(Number(key))] = value;
  }
  return map;
}

/** The price factor for exactly this amount (1 when none). */
export function discountFactor(map: RechargeDiscountMap, amount: number): number {
  return map[String(amount)] ?? 1;
}

/** Default tiers plus every discounted amount, at least `minAmount`, ascending. */
export function topUpTiers(map: RechargeDiscountMap, minAmount: number): number[] {
  const amounts = new Set([...DEFAULT_TIERS, ...Object.keys(map).map(Number)]);
  return [...amounts].filter((amount) => amount >= minAmount && amount > 0 && amount <= MAX_TOP_UP).sort((a, b) => a - b);
}

export interface FeeRule {
  fixed_fee: number;
  percent_fee: number;
}

export interface Breakdown {
  amount: number;
  factor: number;
  /** What the amount costs after the discount, in US$. */
  discounted: number;
  fee: number;
  totalUsd: number;
  totalCny: number;
}

export function priceBreakdown(amount: number, map: RechargeDiscountMap, fees: FeeRule | null, usdRate: number): Breakdown {
  const factor = discountFactor(map, amount);
  const order = orderAmount(
    amount,
    factor,
    { fixed_fee: fees?.fixed_fee ?? 0, percent_fee: fees?.percent_fee ?? 0, currency: 'USD' },
    usdRate,
  );
  return {
    amount,
    factor,
    discounted: cents(order.discountedUsd),
    fee: order.feeUsd,
    totalUsd: order.totalUsd,
    totalCny: cents(order.totalUsd * usdRate),
  };
}

/** Why an amount cannot be paid, or null: one-hub takes whole dollars from the minimum up. */
export function amountProblem(amount: number, minAmount: number): 'integer' | 'min' | 'max' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'integer';
  if (amount < minAmount) return 'min';
  if (amount > MAX_TOP_UP) return 'max';
  return null;
}

/** Fixed two decimals, no locale: the same text on the server and in the browser. */
export function usd(value: number): string {
  return `$${value.toFixed(2)}`;
}

export function cny(value: number): string {
  return `¥${value.toFixed(2)}`;
}
