import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { OrderCompleteInputSchema } from '#shared/api/schemas/order-admin.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { clientIp } from '#mock-gateway/http/rate-limit.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { ORDER_ORDER_FIELDS, orderTotals, searchOrders } from '#mock-gateway/store/billing/order-admin.ts';
import { finishOrder } from '#mock-gateway/store/billing/order.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

const int = z.preprocess((value) => (value === undefined || value === '' ? 0 : value), z.coerce.number().int());
const paging = { page: z.unknown().optional(), size: z.unknown().optional(), order: z.unknown().optional() };
const OrderFilterQuery = z.object({
  ...paging,
  user_id: int,
  gateway_id: int,
  start_timestamp: int,
  end_timestamp: int,
  trade_no: z.string().default(''),
  gateway_no: z.string().default(''),
  status: z.string().default(''),
});

/**
 * Orders of every user (contract §2.10; the spec's lower operator level, §6, where upstream asks
 * for an admin: `upstream-only.ts`) with the double's extensions: the totals of a filter
 * (`/api/payment/order/stat`) and the manual completion of a pending order (record
 * `order.complete`). The order filter names gateways from `GET /api/payment/`
 * (`routes/payment-gateway.ts`, secrets left out).
 */
export const orderAdminRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/payment/order', { config: { role: ROLE.operator } }, async (request) => {
    const query = OrderFilterQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const result = paginate(searchOrders(store, query.data), query.data, ORDER_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.get('/api/payment/order/stat', { config: { role: ROLE.operator } }, async (request) => {
    const query = OrderFilterQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    return ok(orderTotals(searchOrders(store, query.data)));
  });

  app.post('/api/payment/order/complete', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(OrderCompleteInputSchema, request.body ?? {});
    if (!body.ok) return fail(body.message);
    const order = store.orders.get(body.data.trade_no);
    if (!order) return fail('订单不存在');
    const before = { status: order.status, gateway_no: order.gateway_no };
    // The same settlement as the provider's notification: credited once, logged, promoted.
    if (!finishOrder(store, order, true, clientIp(request), '')) return fail('只能补单待支付的订单');
    recordOperation(store, request, {
      action: 'order.complete',
      targetType: 'order',
      targetId: order.trade_no,
      before,
      after: { status: order.status, gateway_no: order.gateway_no, user_id: order.user_id, quota: order.quota },
    });
    return ok(order);
  });
});
