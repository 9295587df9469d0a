import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { OrderInputSchema, RedeemInputSchema } from '../../shared/api/schemas/billing.ts';
import { ROLE } from '../../shared/access.ts';
import { forwardedOrigin } from '../http/callback-url.ts';
import { callerOf } from '../http/authorize.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { clientIp } from '../http/rate-limit.ts';
import { readBody } from '../http/body.ts';
import { INVALID_PARAMS, fail, ok } from '../http/respond.ts';
import { ORDER_ORDER_FIELDS, searchOrders, userPaymentGateways } from '../store/billing-admin.ts';
import { closeStaleOrders, createOrder, finishOrder } from '../store/billing-order.ts';
import { PAY_PAGE_CSP, payPageHtml, payPageNotFoundHtml } from '../store/billing-pay-page.ts';
import { REDEMPTION_ORDER_FIELDS, createRedemptions, findRedemption, redeemCode, searchRedemptions } from '../store/billing-redeem.ts';
import { paginate } from '../store/paginate.ts';

const TradeQuery = z.object({ trade_no: z.string().optional() });
const PayBody = z.object({ action: z.string().optional() });
const PayParams = z.object({ trade_no: z.string() });
const int = z.preprocess((value) => (value === undefined || value === '' ? 0 : value), z.coerce.number().int());
const OrderListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  user_id: int,
  gateway_id: int,
  start_timestamp: int,
  end_timestamp: int,
  trade_no: z.string().default(''),
  gateway_no: z.string().default(''),
  status: z.string().default(''),
});

const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  keyword: z.string().default(''),
});
const IdParams = z.object({ id: z.string() });
const RedemptionBody = z.object({
  id: z.int().optional(),
  name: z.string().optional(),
  quota: z.int().optional(),
  count: z.int().optional(),
  status: z.int().optional(),
});
const StatusOnlyQuery = z.object({ status_only: z.string().optional() });

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAY_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * Redemption, payment gateways, orders and the fake payment page (contract §2.3, §2.10).
 * `/api/_mock/pay/:trade_no` is double-only: it stands in for the provider's checkout.
 */
export const topupRoutes: GatewayPlugin = async (app, { store }) => {
  // The fake checkout posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post('/api/user/topup', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    // A missing or empty code has upstream's own message; a code of another type is unreadable.
    const body = readBody(RedeemInputSchema, request.body ?? {}, ({ field, input }) =>
      field === 'key' && (input === undefined || input === '') ? '未提供兑换码' : undefined,
    );
    if (!body.ok) return fail(body.message);
    const result = redeemCode(store, caller.user, body.data.key, clientIp(request));
    return result.ok ? ok(result.data) : fail(result.message);
  });

  app.get('/api/user/payment', { config: { role: ROLE.common } }, async () => {
    return ok(userPaymentGateways(store));
  });

  app.post('/api/user/order', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const min = store.status.PaymentMinAmount;
    // gin's `binding:"required"`: a missing uuid, a zero or fractional amount is an invalid
    // request; a negative whole amount reaches upstream's minimum check.
    const body = readBody(OrderInputSchema, request.body ?? {}, ({ field, input }) =>
      field === 'amount' && Number.isInteger(input) && input !== 0 ? `金额必须大于等于 ${min}` : 'invalid request',
    );
    if (!body.ok) return fail(body.message);
    const { uuid, amount } = body.data;
    if (amount < min) return fail(`金额必须大于等于 ${min}`);
    closeStaleOrders(store);
    const gateway = [...store.paymentGateways.values()].find((candidate) => candidate.uuid === uuid && candidate.enable);
    if (!gateway) return fail('payment not found');
    const order = createOrder(store, caller.user.id, gateway, amount);
    return ok({ trade_no: order.trade_no, type: 1, data: { url: `/api/_mock/pay/${order.trade_no}`, method: 'GET', params: null } });
  });

  // Like upstream, success only for the caller's own paid order; no data either way.
  app.get('/api/user/order/status', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const tradeNo = TradeQuery.safeParse(request.query).data?.trade_no ?? '';
    const order = store.orders.get(tradeNo);
    return { success: order?.user_id === caller.user.id && order.status === 'success', message: '' };
  });

  app.get('/api/payment/order', { config: { role: ROLE.admin } }, async (request) => {
    const query = OrderListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const result = paginate(searchOrders(store, query.data), query.data, ORDER_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.get('/api/_mock/pay/:trade_no', { config: { role: 'public' } }, async (request, reply) => {
    const tradeNo = PayParams.parse(request.params).trade_no;
    const order = store.orders.get(tradeNo);
    if (!order) return sendHtml(reply, 404, payPageNotFoundHtml(tradeNo));
    return sendHtml(reply, 200, payPageHtml(order, store.paymentGateways.get(order.gateway_id), returnUrl(request, tradeNo)));
  });

  // The provider's notification and return in one: settle the order, then back to the console.
  app.post('/api/_mock/pay/:trade_no', { config: { role: 'public' } }, async (request, reply) => {
    const tradeNo = PayParams.parse(request.params).trade_no;
    const order = store.orders.get(tradeNo);
    if (!order) return sendHtml(reply, 404, payPageNotFoundHtml(tradeNo));
    const action = PayBody.safeParse(request.body ?? {}).data?.action;
    if (action !== 'pay' && action !== 'cancel')
      return sendHtml(reply, 400, payPageHtml(order, store.paymentGateways.get(order.gateway_id), returnUrl(request, tradeNo)));
    finishOrder(store, order, action === 'pay', clientIp(request));
    return reply.code(303).header('location', returnUrl(request, tradeNo)).send();
  });

  // Admin redemption codes (contract §2.10), so tests and later pages can mint codes.
  app.get('/api/redemption/', { config: { role: ROLE.admin } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const result = paginate(searchRedemptions(store, query.data.keyword), query.data, REDEMPTION_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.get('/api/redemption/:id', { config: { role: ROLE.admin } }, async (request) => {
    const raw = IdParams.parse(request.params).id;
    if (!/^[+-]?\d+$/.test(raw)) return fail(`strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`);
    const found = findRedemption(store, Number(raw));
    return found.ok ? ok(found.data) : fail(found.message);
  });

  app.post('/api/redemption/', { config: { role: ROLE.admin } }, async (request) => {
    const caller = callerOf(request);
    const body = RedemptionBody.safeParse(request.body ?? {});
    if (!body.success) return fail(INVALID_PARAMS);
    const created = createRedemptions(store, caller.user.id, body.data.name ?? '', body.data.quota ?? 0, body.data.count ?? 0);
    return created.ok ? ok(created.data) : fail(created.message);
  });

  app.put('/api/redemption/', { config: { role: ROLE.admin } }, async (request) => {
    const body = RedemptionBody.safeParse(request.body ?? {});
    if (!body.success) return fail(INVALID_PARAMS);
    const found = findRedemption(store, body.data.id ?? 0);
    if (!found.ok) return fail(found.message);
    // `?status_only=<anything>` changes only the status; otherwise only name and quota.
    if (StatusOnlyQuery.safeParse(request.query).data?.status_only) {
      found.data.status = body.data.status ?? 0;
    } else {
      found.data.name = body.data.name ?? '';
      found.data.quota = body.data.quota ?? 0;
    }
    return ok(found.data);
  });

  app.delete('/api/redemption/:id', { config: { role: ROLE.admin } }, async (request) => {
    const raw = IdParams.parse(request.params).id;
    const found = findRedemption(store, /^\d+$/.test(raw) ? Number(raw) : 0);
    if (!found.ok) return fail(found.message);
    store.redemptions.delete(found.data.id);
    return ok();
  });
};

// The console's top-up page on the origin its proxy names, else a path on whatever serves the page.
function returnUrl(request: Parameters<typeof forwardedOrigin>[0], tradeNo: string): string {
  return `${forwardedOrigin(request) ?? ''}/dashboard/topup?trade_no=${encodeURIComponent(tradeNo)}`;
}
