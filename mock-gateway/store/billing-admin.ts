import type { Order, UserPaymentGateway } from '../../shared/api/schemas/billing.ts';
import type { MockStore } from './state.ts';

/** Order fields `/api/payment/order` accepts (upstream allowedOrderFields). */
export const ORDER_ORDER_FIELDS = ['id', 'gateway_id', 'user_id', 'status', 'created_at'] as const;

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
