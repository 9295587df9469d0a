/**
 * What an online top-up costs, exactly as one-hub's `calculateOrderAmount` (controller/order.go)
 * computes it, so the console's live breakdown shows what the gateway will charge:
 * - the credit is `amount` whole US$; `factor` is RechargeDiscount for exactly that amount;
 * - the fee, in US$, is the percentage of the discounted price when the gateway has one,
 *   otherwise its fixed fee (never both);
 * - the total is rounded to cents in US$, then converted at PaymentUSDRate for a gateway
 *   that does not charge US$, and rounded again.
 */
export interface OrderFees {
  fixed_fee: number;
  percent_fee: number;
  currency: string;
}

export interface OrderAmount {
  /** US$ → the gateway's currency (1 for USD, PaymentUSDRate otherwise). */
  rate: number;
  /** `amount × factor` in US$, unrounded. */
  discountedUsd: number;
  /** The fee in US$ (cents). */
  feeUsd: number;
  /** Discounted price plus fee in US$ (cents). */
  totalUsd: number;
  /** What the payer pays, in the gateway's currency (the order's `order_amount`). */
  payMoney: number;
  /** Upstream's `discount` of the order: the undiscounted total minus `payMoney`. */
  discountMoney: number;
}

/** Rounds to cents like upstream's utils.Decimal(x, 2). */
export function cents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** True for a gateway that charges US$ (no conversion). */
export function isUsd(currency: string): boolean {
  return currency.toUpperCase() === 'USD';
}

/** The fee a gateway charges, as `orderAmount` applies it: its percentage when it has one, else its fixed fee in US$. */
export type FeeRule = { kind: 'percent'; percent: number } | { kind: 'fixed'; usd: number } | { kind: 'none' };

export function feeRule(fees: Pick<OrderFees, 'fixed_fee' | 'percent_fee'>): FeeRule {
  if (fees.percent_fee > 0) return { kind: 'percent', percent: Number((fees.percent_fee * 100).toFixed(2)) };
  if (fees.fixed_fee > 0) return { kind: 'fixed', usd: fees.fixed_fee };
  return { kind: 'none' };
}

export function orderAmount(amount: number, factor: number, fees: OrderFees, usdRate: number): OrderAmount {
  const discountedUsd = amount * factor;
  const rule = feeRule(fees);
  let feeUsd = 0;
  let oldTotal = amount;
  if (rule.kind === 'percent') {
    feeUsd = cents(discountedUsd * fees.percent_fee);
    oldTotal = cents(amount * (1 + fees.percent_fee));
  } else if (rule.kind === 'fixed') {
    feeUsd = rule.usd;
  }
  const totalUsd = cents(discountedUsd + feeUsd);
  const rate = isUsd(fees.currency) ? 1 : usdRate;
  const payMoney = rate === 1 ? totalUsd : cents(totalUsd * rate);
  const oldPay = rate === 1 ? oldTotal : cents(oldTotal * rate);
  return { rate, discountedUsd, feeUsd, totalUsd, payMoney, discountMoney: cents(oldPay - payMoney) };
}
