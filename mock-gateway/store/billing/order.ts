import type { Order } from '#shared/api/schemas/billing.ts';
import { cents, orderAmount } from '#shared/billing/order-amount.ts';
import type { PaymentGatewayRecord } from './billing.ts';
import { appendAccountLog } from '#mock-gateway/store/log/log.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { promoteAfterTopUp } from './promotion.ts';
import { creditInviterForTopUp } from '#mock-gateway/store/inviter.ts';

/**
 * `RechargeDiscount` (a JSON map of whole-dollar amounts → price factor) for exactly this amount,
 * as upstream's GetRechargeDiscount looks it up; 1 when absent or unreadable.
 */
export function rechargeDiscount(text: string, amount: number): number {
  try {
    const map: unknown = JSON.parse(text);
    if (typeof map !== 'object' || map === null) return 1;
    const factor = (map as Record<string, unknown>)[String(amount)];
    return typeof factor === 'number' && factor > 0 ? factor : 1;
  } catch {
    return 1;
  }
}

/** What an order of `amount` US$ of credit costs at a gateway, in the gateway's currency. */
export interface OrderAmounts {
  factor: number;
  /** `amount × factor` converted to the gateway's currency, 2 decimals. */
  price: number;
  /** The fee converted to the gateway's currency, 2 decimals. */
  fee: number;
  /** What the payer pays (the order's `order_amount`). */
  total: number;
  /** Upstream's order `discount`. */
  discount: number;
}

/** The order arithmetic of upstream's calculateOrderAmount (shared/billing/order-amount.ts). */
export function orderAmounts(
  amount: number,
  gateway: Pick<PaymentGatewayRecord, 'currency' | 'fixed_fee' | 'percent_fee'>,
  discountText: string,
  usdRate: number,
): OrderAmounts {
  const factor = rechargeDiscount(discountText, amount);
  const order = orderAmount(amount, factor, gateway, usdRate);
  return {
    factor,
    price: cents(order.discountedUsd * order.rate),
    fee: cents(order.feeUsd * order.rate),
    total: order.payMoney,
    discount: order.discountMoney,
  };
}

/** A new unique trade number: "MOCK" + Unix seconds + a 4-digit counter. */
function tradeNo(store: MockStore, id: number): string {
  return `MOCK${nowSeconds(store)}${String(id).padStart(4, '0')}`;
}

/** Stores a pending order of `amount` US$ of credit for a user at a gateway. */
export function createOrder(store: MockStore, userId: number, gateway: PaymentGatewayRecord, amount: number): Order {
  const amounts = orderAmounts(amount, gateway, store.status.RechargeDiscount, store.status.PaymentUSDRate);
  const id = store.nextOrderId++;
  const order: Order = {
    id,
    user_id: userId,
    gateway_id: gateway.id,
    trade_no: tradeNo(store, id),
    gateway_no: '',
    amount,
    order_amount: amounts.total,
    order_currency: gateway.currency,
    quota: amount * store.status.quota_per_unit,
    fee: amounts.fee,
    discount: amounts.discount,
    status: 'pending',
    created_at: nowSeconds(store),
  };
  store.orders.set(order.trade_no, order);
  return order;
}

/** Upstream closes pending orders older than 3 hours. */
const ORDER_TTL_SECONDS = 3 * 3600;

/** Closes stale pending orders, as upstream does whenever an order is created. */
export function closeStaleOrders(store: MockStore): void {
  const limit = nowSeconds(store) - ORDER_TTL_SECONDS;
  for (const order of store.orders.values()) if (order.status === 'pending' && order.created_at < limit) order.status = 'closed';
}

/**
 * The gateway's notification: a pending order becomes `success` (quota credited, the group
 * promotion checked, a type-1 log) or `failed`. Synchronous, so it happens exactly once even when
 * the pay page is submitted twice at the same time; false when the order was not pending.
 * An admin's manual completion passes the provider's number it knows ('' when none). Either way
 * the invitee's inviter earns the reward rule's share (`inviter.ts`).
 */
export function finishOrder(store: MockStore, order: Order, paid: boolean, ip: string, gatewayNo = `MOCKPAY${order.id}`): boolean {
  if (order.status !== 'pending') return false;
  if (!paid) {
    order.status = 'failed';
    return true;
  }
  const user = store.users.get(order.user_id);
  order.status = 'success';
  order.gateway_no = gatewayNo;
  if (!user) return true;
  promoteAfterTopUp(store, user, order.quota);
  user.quota += order.quota;
  creditInviterForTopUp(store, user, order.quota);
  appendAccountLog(store, {
    user: user,
    type: 1,
    quota: order.quota,
    ip: ip,
    content: `在线充值成功，充值积分: ${order.quota}，支付金额：${order.order_amount.toFixed(2)} ${order.order_currency}`,
  });
  return true;
}
