import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema, SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { PaymentGatewayPageSchema, PaymentGatewaySchema, parsePaymentConfig } from '#shared/api/schemas/payment-gateway.ts';
import { UserPaymentGatewayListSchema } from '#shared/api/schemas/billing.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
type Reply = { success: boolean; message: string; data?: unknown };
const DENIED = { success: false, message: '无权进行此操作，权限不足' };

// Every secret the store holds: the seeded ones (store/billing/billing.ts) and the ones saved here.
const SEEDED_SECRETS = [
  'seed-epay-key-0001',
  'sk_test_seed_stripe_0002',
  'whsec_seed_stripe_0002',
  'seed-wxpay-apiv3-key-0003',
  'seed-wxpay-private-key-0003',
  'seed-alipay-private-key-0004',
];
const STRIPE_SECRET = 'sk_live_tap_never_shown';
const STRIPE_WEBHOOK = 'whsec_tap_never_shown';
const NEW_STRIPE = {
  type: 'stripe',
  name: 'Stripe (tap)',
  icon: 'https://example.com/stripe.svg',
  notify_domain: 'https://pay.example.org',
  fixed_fee: 0.3,
  percent_fee: 0.029,
  currency: 'USD',
  config: JSON.stringify({ secret_key: STRIPE_SECRET, webhook_secret: STRIPE_WEBHOOK }),
  sort: 3,
  enable: true,
};

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const bodies: string[] = [];
  // Every answer the admin and the user get is kept, to look for secrets in all of them.
  const keep =
    (caller: ReturnType<typeof callerFor<Reply>>) =>
    async (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object): Promise<Reply> => {
      const reply = await caller(url, method, payload);
      bodies.push(JSON.stringify(reply));
      return reply;
    };
  const admin = keep(callerFor<Reply>(gateway, await signIn(gateway, 'admin')));
  const demo = keep(callerFor<Reply>(gateway, await signIn(gateway, 'demo')));
  const list = async (query = '') => PaymentGatewayPageSchema.parse((await admin(`/api/payment/${query}`)).data);
  const records = async () => RecordPage.parse(await admin('/api/operation_record/?target_type=payment')).data?.data ?? [];
  return { gateway, admin, demo, list, records, bodies };
}

t.test('GET /api/payment/ pages with filters (type, name, uuid, currency) and the order whitelist', async (t) => {
  const { admin, list } = await setup(t);
  const first = await list();
  t.same(
    first.data.map((row) => row.id),
    [4, 3, 2, 1],
    'newest id first by default',
  );
  t.same([first.page, first.size, first.total_count], [1, 10, 4]);
  t.same(
    (await list('?order=-sort')).data.map((row) => row.uuid),
    ['mock-epay-alipay', 'mock-wxpay', 'mock-stripe-card', 'mock-alipay-legacy'],
  );
  t.same((await list('?order=name&size=2&page=2')).data.length, 2);
  t.same(
    (await list('?type=wxpay')).data.map((row) => row.id),
    [3],
  );
  t.same(
    (await list('?currency=CNY')).data.map((row) => row.id),
    [4, 3, 1],
  );
  t.same(
    (await list('?uuid=mock-stripe-card')).data.map((row) => row.id),
    [2],
  );
  t.same(
    (await list('?name=Stripe')).data.map((row) => row.id),
    [2],
    'a substring of the name',
  );
  t.same((await list('?uuid=mock-stripe')).total_count, 0, 'the uuid matches whole');
  t.same(await admin('/api/payment/?order=config'), { success: false, message: "不允许对字段 'config' 进行排序" });
  t.same(await admin('/api/payment/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  const one = PaymentGatewaySchema.parse((await admin('/api/payment/2')).data);
  t.match(one, { id: 2, type: 'stripe', uuid: 'mock-stripe-card', notify_domain: '', enable: true });
  t.same(parsePaymentConfig(one.config), { secret_key: '', webhook_secret: '' }, 'the secrets are sent empty');
  t.same(parsePaymentConfig(PaymentGatewaySchema.parse((await admin('/api/payment/1')).data).config), {
    pay_domain: 'https://pay.example.com',
    partner_id: '1001',
    key: '',
    pay_type: 'alipay',
  });
  t.same(await admin('/api/payment/99'), { success: false, message: 'record not found' });
  t.same(await admin('/api/payment/x'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
});

t.test('create, edit (an empty secret keeps the stored one), toggle and delete, each recorded', async (t) => {
  const { gateway, admin, demo, records } = await setup(t);
  const created = PaymentGatewaySchema.parse((await admin('/api/payment/', 'POST', NEW_STRIPE)).data);
  t.match(created, { id: 5, type: 'stripe', name: 'Stripe (tap)', currency: 'USD', created_at: NOW / 1000 });
  t.match(created.uuid, /^[0-9a-f-]{36}$/, 'a fresh uuid');
  t.same(parsePaymentConfig(created.config), { secret_key: '', webhook_secret: '' });
  t.same(parsePaymentConfig(gateway.store.paymentGateways.get(5)?.config ?? ''), {
    secret_key: STRIPE_SECRET,
    webhook_secret: STRIPE_WEBHOOK,
  });

  const userSees = async () => UserPaymentGatewayListSchema.parse((await demo('/api/user/payment')).data).map((row) => row.uuid);
  t.ok((await userSees()).includes(created.uuid), 'an enabled gateway is offered to users');

  // The edit dialog sends the gateway as stored with its changes, the secrets as it was given
  // them: empty. The stored ones stay, and so does the uuid.
  const edit = {
    ...NEW_STRIPE,
    id: 5,
    uuid: 'ignored',
    created_at: created.created_at,
    name: 'Stripe EU',
    config: JSON.stringify({ secret_key: '', webhook_secret: 'whsec_rotated' }),
  };
  const edited = PaymentGatewaySchema.parse((await admin('/api/payment/', 'PUT', edit)).data);
  t.match(edited, { id: 5, name: 'Stripe EU', uuid: created.uuid, created_at: created.created_at });
  t.same(parsePaymentConfig(gateway.store.paymentGateways.get(5)?.config ?? ''), {
    secret_key: STRIPE_SECRET,
    webhook_secret: 'whsec_rotated',
  });

  const disabled = { ...edit, config: edited.config, enable: false, sort: 9 };
  t.match((await admin('/api/payment/', 'PUT', disabled)).data, { enable: false, sort: 9 });
  t.notOk((await userSees()).includes(created.uuid), 'a disabled gateway disappears from /api/user/payment');
  t.same(parsePaymentConfig(gateway.store.paymentGateways.get(5)?.config ?? ''), {
    secret_key: STRIPE_SECRET,
    webhook_secret: 'whsec_rotated',
  });

  t.same(await admin('/api/payment/', 'PUT', { ...edit, id: 99 }), { success: false, message: 'record not found' });
  t.same(await admin('/api/payment/', 'PUT', NEW_STRIPE), { success: false, message: 'record not found' }, 'PUT needs an id');
  t.same(await admin('/api/payment/5', 'DELETE'), { success: true, message: '' });
  t.notOk(gateway.store.paymentGateways.has(5));
  t.same(await admin('/api/payment/5', 'DELETE'), { success: false, message: 'record not found' });

  const trail = await records();
  t.same(
    trail.map((row) => row.action),
    ['payment.delete', 'payment.update', 'payment.update', 'payment.create'],
    'one record per change, newest first',
  );
  t.match(trail[3], {
    username: 'admin',
    target_id: '5',
    detail: { before: null, after: { name: 'Stripe (tap)', secret_key: SECRET_MASK } },
  });
  t.same(
    trail[2]?.detail,
    { before: { name: 'Stripe (tap)', webhook_secret: SECRET_MASK }, after: { name: 'Stripe EU', webhook_secret: SECRET_MASK } },
    'only what changed, a changed secret named but masked',
  );
  t.same(trail[1]?.detail, { before: { sort: 3, enable: true }, after: { sort: 9, enable: false } });
  t.match(trail[0], { detail: { before: { id: 5 }, after: null } });
});

t.test('malformed bodies are refused and write nothing', async (t) => {
  const { gateway, admin, records } = await setup(t);
  for (const body of [
    { ...NEW_STRIPE, type: 'paypal' },
    { ...NEW_STRIPE, name: ' ' },
    { ...NEW_STRIPE, icon: '' },
    { ...NEW_STRIPE, currency: 'EUR' },
    { ...NEW_STRIPE, fixed_fee: -1 },
    { ...NEW_STRIPE, percent_fee: 1 },
    { ...NEW_STRIPE, sort: 1.5 },
    { ...NEW_STRIPE, enable: 'yes' },
    { ...NEW_STRIPE, config: 42 },
    { name: 'x' },
  ]) {
    t.same(await admin('/api/payment/', 'POST', body), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.same(await admin('/api/payment/', 'POST', { ...NEW_STRIPE, config: '[1]' }), { success: false, message: '配置格式错误' });
  t.equal(gateway.store.paymentGateways.size, 4);
  t.same(await records(), []);
});

t.test('no answer ever carries a stored secret', async (t) => {
  const { admin, demo, bodies } = await setup(t);
  const created = PaymentGatewaySchema.parse((await admin('/api/payment/', 'POST', NEW_STRIPE)).data);
  await admin('/api/payment/', 'PUT', { ...NEW_STRIPE, id: created.id, config: '{}' });
  for (const id of [1, 2, 3, 4, created.id]) await admin(`/api/payment/${id}`);
  await admin('/api/payment/?size=100');
  await admin('/api/operation_record/?target_type=payment');
  await demo('/api/user/payment');
  await admin('/api/payment/order');
  await admin(`/api/payment/${created.id}`, 'DELETE');
  await admin('/api/operation_record/?target_type=payment');
  t.ok(bodies.length >= 12);
  for (const secret of [...SEEDED_SECRETS, STRIPE_SECRET, STRIPE_WEBHOOK])
    t.notOk(
      bodies.some((body) => body.includes(secret)),
      `${secret} never answered`,
    );
});

t.test('a common user and an anonymous caller are refused and change nothing', async (t) => {
  const { gateway, demo, records } = await setup(t);
  for (const [url, method, body] of [
    ['/api/payment/', 'GET'],
    ['/api/payment/1', 'GET'],
    ['/api/payment/', 'POST', NEW_STRIPE],
    ['/api/payment/', 'PUT', { ...NEW_STRIPE, id: 1 }],
    ['/api/payment/1', 'DELETE'],
  ] as const) {
    t.same(await demo(url, method, body), DENIED, `${method} ${url}`);
  }
  const anonymous = await gateway.inject({ method: 'POST', url: '/api/payment/', payload: NEW_STRIPE });
  t.equal(anonymous.statusCode, 401);
  t.equal(gateway.store.paymentGateways.size, 4);
  t.same(await records(), []);
});
