import type { Order, UserPaymentGateway } from '#shared/api/schemas/billing.ts';
import type { OrderTotals } from '#shared/api/schemas/order-admin.ts';
import { cents } from '#shared/billing/order-amount.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** Order fields `/api/payment/order` accepts (upstream allowedOrderFields). */
export { ORDER_ORDER_FIELDS } from '#shared/api/schemas/order-admin.ts';

/** The filters of `/api/payment/order`, as gin binds them (absent = 0 / ''). */
export interface OrderFilter {
  user_id: number;
  gateway_id: number;
  trade_no: string;
  gateway_no: string;
  status: string;
  start_timestamp: number;
  end_timestamp: number;
}

/** Orders matching every given filter (exact matches; the time range is inclusive). */
export function searchOrders(store: MockStore, filter: OrderFilter): Order[] {
  return [...store.orders.values()].filter(
    (order) =>
      (filter.user_id === 0 || order.user_id === filter.user_id) &&
      (filter.gateway_id === 0 || order.gateway_id === filter.gateway_id) &&
      (filter.trade_no === '' || order.trade_no === filter.trade_no) &&
      (filter.gateway_no === '' || order.gateway_no === filter.gateway_no) &&
      (filter.status === '' || order.status === filter.status) &&
      (filter.start_timestamp === 0 || order.created_at >= filter.start_timestamp) &&
      (filter.end_timestamp === 0 || order.created_at <= filter.end_timestamp),
  );
}

/** `GET /api/user/payment`: enabled gateways, public fields only, highest `sort` first. */
export function userPaymentGateways(store: MockStore): UserPaymentGateway[] {
  return [...store.paymentGateways.values()]
    .filter((gateway) => gateway.enable)
    .sort((a, b) => b.sort - a.sort || a.id - b.id)
    .map(({ uuid, name, icon, fixed_fee, percent_fee, currency, sort }) => ({ uuid, name, icon, fixed_fee, percent_fee, currency, sort }));
}

/**
 * The totals of a filtered order list (`/api/payment/order/stat`, the double's extension):
 * every order counts; amounts, quota and money sum the paid ones, money per currency.
 */
export function orderTotals(orders: readonly Order[]): OrderTotals {
  const paid = orders.filter((order) => order.status === 'success');
  const money = new Map<string, number>();
  for (const order of paid) money.set(order.order_currency, (money.get(order.order_currency) ?? 0) + order.order_amount);
  return {
    count: orders.length,
    paid_count: paid.length,
    amount: paid.reduce((sum, order) => sum + order.amount, 0),
    quota: paid.reduce((sum, order) => sum + order.quota, 0),
    money: [...money]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, total]) => ({ currency, order_amount: cents(total) })),
  };
}
