import { z } from 'zod/mini';
import { cents, orderAmount } from './order-amount.ts';
import type { OrderFees } from './order-amount.ts';
import { discountFactor, MAX_TOP_UP, topUpTiers } from './recharge.ts';
import type { RechargeDiscountMap } from './recharge.ts';

/**
 * The dashboard top-up's arithmetic: one-hub's order formula (shared/billing/order-amount.ts),
 * shown in the gateway's currency.
 */
export type GatewayFees = OrderFees;

export interface TopUpBreakdown {
  /** Credit bought, in US$. */
  amount: number;
  /** Discount factor for this amount (1 = none). */
  factor: number;
  /** `amount × factor`, in US$. */
  discounted: number;
  /** The gateway's currency (`USD`, `CNY` …). */
  currency: string;
  /** US$ → gateway currency (PaymentUSDRate for CNY, else 1). */
  rate: number;
  /** What the credit costs in the gateway's currency, before the fee. */
  orderAmount: number;
  fee: number;
  total: number;
  /** Quota credited once paid. */
  quota: number;
}

export const round2 = cents;

export function isCny(currency: string): boolean {
  return currency.toUpperCase() === 'CNY';
}

export function topUpBreakdown(
  amount: number,
  discounts: RechargeDiscountMap,
  gateway: GatewayFees,
  usdRate: number,
  quotaPerUnit: number,
): TopUpBreakdown {
  const factor = discountFactor(discounts, amount);
  const order = orderAmount(amount, factor, gateway, usdRate);
  return {
    amount,
    factor,
    discounted: cents(order.discountedUsd),
    currency: gateway.currency,
    rate: order.rate,
    orderAmount: cents(order.discountedUsd * order.rate),
    fee: cents(order.feeUsd * order.rate),
    total: order.payMoney,
    quota: Math.round(amount * quotaPerUnit),
  };
}

/** A sum in a gateway currency; no locale, so the server and the browser print the same text. */
export function formatMoney(value: number, currency: string): string {
  const upper = currency.toUpperCase();
  if (upper === 'USD') return `$${value.toFixed(2)}`;
  if (upper === 'CNY') return `¥${value.toFixed(2)}`;
  return `${value.toFixed(2)} ${upper}`;
}

/** Quick amounts: the discounted amounts (and the default tiers), from the minimum up, at most eight. */
export function quickAmounts(discounts: RechargeDiscountMap, minAmount: number): number[] {
  const tiers = topUpTiers(discounts, minAmount);
  const withMin = tiers.includes(minAmount) ? tiers : [minAmount, ...tiers];
  return withMin.slice(0, 8);
}

/** Why an amount cannot be ordered: not whole dollars, below the minimum, above one-hub's maximum. */
export function amountIssue(amount: number, minAmount: number): 'integer' | 'min' | 'max' | null {
  if (!Number.isInteger(amount)) return 'integer';
  if (amount < minAmount || amount <= 0) return 'min';
  if (amount > MAX_TOP_UP) return 'max';
  return null;
}

/** A translate function (i18next's `t`, or a stub in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The amount field: whole US$ from the site's minimum up. The texts name the limits in the
 * user's language (they are the schema's own messages, which win over the form's error map).
 */
export function amountFormSchema(minAmount: number, t: Translate) {
  return z.object({
    amount: z.string().check(
      z.trim(),
      z.minLength(1),
      z.superRefine((text, ctx) => {
        if (text === '') return;
        const problem = amountIssue(Number(text), minAmount);
        if (problem === 'integer') ctx.addIssue({ code: 'custom', message: t('topup:online.errors.integer') });
        else if (problem === 'min') ctx.addIssue({ code: 'custom', message: t('topup:online.errors.min', { min: `$${minAmount}` }) });
        else if (problem === 'max') ctx.addIssue({ code: 'custom', message: t('topup:online.errors.max', { max: `$${MAX_TOP_UP}` }) });
      }),
    ),
  });
}
export type AmountForm = z.infer<ReturnType<typeof amountFormSchema>>;

/** The redemption box: a code (one-hub's are 32 hex characters, forks differ, so only its presence is checked). */
export const RedeemFormSchema = z.object({ key: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
export type RedeemForm = z.infer<typeof RedeemFormSchema>;

/** `?trade_no=` values the page accepts (a gateway's trade numbers are short and plain). */
export function cleanTradeNo(value: string | null): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}
