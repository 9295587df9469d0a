import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { PAYMENT_ORDER_FIELDS, PaymentGatewayInputSchema, PaymentGatewaySchema } from '#shared/api/schemas/payment-gateway.ts';
import { extraColumnsOf, setExtra } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { pathId } from '#mock-gateway/http/path-id.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { auditedGateway, savePaymentGateway, searchPaymentGateways, toWireGateway } from '#mock-gateway/store/billing/payment-gateway.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';

/**
 * Payment gateways, admin (contract §2.10, admin reference §2.8). `config` carries the per-type
 * fields as JSON text; its secrets are write-only: answered empty, and an empty secret on save
 * keeps the stored one. Every change writes an operation record (the config spread out, secrets
 * masked). `/api/payment/order` and the users' `/api/user/payment` live in `topup.ts`.
 */
export const paymentGatewayRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/payment/', { config: { role: ROLE.admin } }, async (request) => {
    const query = asRawQuery(request.query);
    const filter = {
      type: queryString(query, 'type'),
      name: queryString(query, 'name'),
      uuid: queryString(query, 'uuid'),
      currency: queryString(query, 'currency'),
    };
    const result = paginate(searchPaymentGateways(store, filter), query, PAYMENT_ORDER_FIELDS);
    return result.ok ? ok({ ...result.page, data: result.page.data.map((record) => toWireGateway(store, record)) }) : fail(result.message);
  });

  app.get('/api/payment/:id', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const gateway = store.paymentGateways.get(id);
    return gateway ? ok(toWireGateway(store, gateway)) : fail('record not found');
  });

  const save = (method: 'POST' | 'PUT') =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const body = readBody(REQUEST_BODIES[method]['/api/payment/'], request.body);
      if (!body.ok) return fail(body.message);
      // POST creates (an id is ignored, as upstream's Create ignores it); PUT needs the id.
      if (method === 'PUT' && body.data.id === undefined) return fail('record not found');
      const extra = extraColumnsOf(request.body, PaymentGatewayInputSchema, PaymentGatewaySchema);
      // A created row's sort 0 is gorm's zero value, which the column's `default:1` replaces (model/payment.go).
      const input = method === 'POST' ? { ...body.data, id: undefined, sort: body.data.sort === 0 ? 1 : body.data.sort } : body.data;
      const saved = savePaymentGateway(store, input, extra);
      if (typeof saved === 'string') return fail(saved);
      const { before, after } = saved;
      recordOperation(store, request, {
        action: before ? 'payment.update' : 'payment.create',
        targetType: 'payment',
        targetId: after.id,
        before: before ? auditedGateway(before) : null,
        after: auditedGateway(after),
      });
      if (before) return ok(toWireGateway(store, after));
      // Upstream's creation answer (controller/payment.go AddPayment): 201 and its own words.
      void reply.code(201);
      return { success: true, message: 'Payment added successfully', data: toWireGateway(store, after) };
    };
  app.post('/api/payment/', { config: { role: ROLE.admin } }, save('POST'));
  app.put('/api/payment/', { config: { role: ROLE.admin } }, save('PUT'));

  app.delete('/api/payment/:id', { config: { role: ROLE.admin } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const gateway = store.paymentGateways.get(id);
    if (!gateway) return fail('record not found');
    store.paymentGateways.delete(id);
    setExtra(store, 'payment', id, undefined);
    recordOperation(store, request, {
      action: 'payment.delete',
      targetType: 'payment',
      targetId: id,
      before: auditedGateway(gateway),
      after: null,
    });
    return ok();
  });
});
