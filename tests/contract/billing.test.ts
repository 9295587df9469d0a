import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { z } from 'zod';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { seedRedemptionKey } from '#mock-gateway/store/billing/billing.ts';
import {
  EmptyEnvelopeSchema,
  ErrorEnvelopeSchema,
  LogSchema,
  OrderCreatedSchema,
  OrderSchema,
  RedeemResultSchema,
  RedemptionSchema,
  SelfUpdateSchema,
  UnbindInputSchema,
  UserPaymentGatewayListSchema,
  UserPaymentGatewaySchema,
  envelopeOf,
  pageOf,
} from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t, { now: () => Date.UTC(2025, 0, 1), criticalRateLimit: false });
}

function parses(assert: Pick<typeof t, 'ok'>, schema: z.core.$ZodType, value: unknown, label: string) {
  const parsed = z.safeParse(schema, value);
  assert.ok(parsed.success, label, { issues: parsed.error?.issues });
}

t.test('top-up, gateways and orders parse with the shared schemas', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const redeemed = await app.inject({
    method: 'POST',
    url: '/api/user/topup',
    headers: { cookie },
    payload: { key: seedRedemptionKey(2) },
  });
  parses(t, envelopeOf(RedeemResultSchema), redeemed.json(), 'redeem');
  parses(
    t,
    ErrorEnvelopeSchema,
    (await app.inject({ method: 'POST', url: '/api/user/topup', headers: { cookie }, payload: { key: seedRedemptionKey(2) } })).json(),
    'used code',
  );
  parses(t, LogSchema, app.store.logs.at(-1), 'top-up log');
  const gateways = (await app.inject({ url: '/api/user/payment', headers: { cookie } })).json<{ data: object[] }>();
  parses(t, envelopeOf(UserPaymentGatewayListSchema), gateways, 'gateways');
  for (const gateway of gateways.data)
    t.same(Object.keys(gateway).sort(), Object.keys(UserPaymentGatewaySchema.shape).sort(), 'public fields only');
  const created = await app.inject({
    method: 'POST',
    url: '/api/user/order',
    headers: { cookie },
    payload: { uuid: 'mock-stripe-card', amount: 10 },
  });
  parses(t, envelopeOf(OrderCreatedSchema), created.json(), 'order created');
  parses(
    t,
    EmptyEnvelopeSchema,
    (await app.inject({ url: '/api/user/order/status?trade_no=x', headers: { cookie } })).json(),
    'order status',
  );
  for (const order of app.store.orders.values()) parses(t, OrderSchema, order, `order ${order.trade_no}`);
  const admin = await signIn(app, 'admin');
  parses(
    t,
    envelopeOf(pageOf(OrderSchema)),
    (await app.inject({ url: '/api/payment/order', headers: { cookie: admin } })).json(),
    'admin orders',
  );
  parses(
    t,
    envelopeOf(pageOf(RedemptionSchema)),
    (await app.inject({ url: '/api/redemption/?size=100', headers: { cookie: admin } })).json(),
    'redemption page',
  );
  parses(
    t,
    envelopeOf(RedemptionSchema),
    (await app.inject({ url: '/api/redemption/1', headers: { cookie: admin } })).json(),
    'one redemption',
  );
  parses(
    t,
    envelopeOf(z.array(z.string().regex(/^[0-9a-f]{32}$/))),
    (
      await app.inject({ method: 'POST', url: '/api/redemption/', headers: { cookie: admin }, payload: { name: 'c', quota: 1, count: 2 } })
    ).json(),
    'new keys',
  );
});

t.test('profile bodies the console sends are accepted; answers are data-less envelopes', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const update = SelfUpdateSchema.parse({ display_name: 'Contract', password: 'contract-pass' });
  parses(
    t,
    EmptyEnvelopeSchema,
    (await app.inject({ method: 'PUT', url: '/api/user/self', headers: { cookie }, payload: update })).json(),
    'self update',
  );
  t.equal(app.store.users.get(4)?.display_name, 'Contract');
  for (const type of UnbindInputSchema.shape.type.options) {
    const res = await app.inject({ method: 'POST', url: '/api/user/unbind', headers: { cookie }, payload: { type } });
    t.same(res.json(), { success: true, message: '' }, type);
  }
});
