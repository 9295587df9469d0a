import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { OrderInputSchema, RedeemInputSchema } from '#shared/api/schemas/billing.ts';
import { ROLE } from '#shared/access.ts';
import { forwardedOrigin } from '#mock-gateway/http/callback-url.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { clientIp } from '#mock-gateway/http/rate-limit.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { userPaymentGateways } from '#mock-gateway/store/billing/order-admin.ts';
import { closeStaleOrders, createOrder, finishOrder } from '#mock-gateway/store/billing/order.ts';
import { PAY_PAGE_CSP, payPageHtml, payPageNotFoundHtml } from '#mock-gateway/store/billing/pay-page.ts';
import { redeemCode } from '#mock-gateway/store/billing/redeem.ts';

const TradeQuery = z.object({ trade_no: z.string().optional() });
const PayBody = z.object({ action: z.string().optional() });
const PayParams = z.object({ trade_no: z.string() });

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAY_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * A user's top-ups: redeeming a code, the payment gateways, orders and the fake payment page
 * (contract §2.3; the admin side is in redemption-admin.ts and order-admin.ts).
 * `/api/_mock/pay/:trade_no` is double-only: it stands in for the provider's checkout.
 */
export const topupRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
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
});

// The console's top-up page on the origin its proxy names, else a path on whatever serves the page.
function returnUrl(request: Parameters<typeof forwardedOrigin>[0], tradeNo: string): string {
  return `${forwardedOrigin(request) ?? ''}/dashboard/topup?trade_no=${encodeURIComponent(tradeNo)}`;
}
