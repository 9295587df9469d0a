import t from 'tap';
import { OrderSchema } from '#shared/api/schemas/billing.ts';
import { OrderPageSchema, OrderTotalsSchema, PaymentGatewayPageSchema } from '#shared/api/schemas/order-admin.ts';
import { RedemptionPageSchema } from '#shared/api/schemas/redemption-admin.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import { seedRedemptionKey } from '#mock-gateway/store/billing/billing.ts';
import type { Teardown } from '#tests/helpers/console.ts';

// Issue 12's Redemption and Orders pages against the double: the admin endpoints, their
// extensions (expiry, purge, totals, manual completion) and their operation records.

const NOW = Date.UTC(2025, 0, 1);
const NOW_S = NOW / 1000;
const REFUSED = { success: false, message: '无权进行此操作，权限不足' };

type Envelope<T = unknown> = { success: boolean; message: string; data?: T };

async function start(t: Teardown) {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = callerFor<Envelope>(app, await signIn(app, 'admin'));
  const demo = callerFor<Envelope>(app, await signIn(app, 'demo'));
  return { app, admin, demo };
}

interface RecordRow {
  action: string;
  target_id: string;
  username: string;
  detail: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

async function records(app: MockGateway, targetType: string): Promise<RecordRow[]> {
  const root = callerFor(app, await signIn(app, 'root'));
  const page = await root<Envelope<{ data: RecordRow[] }>>(`/api/operation_record/?target_type=${targetType}&size=100`);
  return page.data?.data ?? [];
}

t.test('redemption: a batch with an expiry, its keys, its record; the list pages, searches and sorts', async (t) => {
  const { app, admin } = await start(t);
  const expiry = NOW_S + 86400;
  const created = await admin<Envelope<string[]>>('/api/redemption/', 'POST', {
    name: 'e2e 批次',
    quota: 250000,
    count: 3,
    expired_time: expiry,
  });
  t.equal(created.success, true);
  t.equal(created.data?.length, 3);
  t.ok(created.data?.every((key) => /^[0-9a-f]{32}$/.test(key)));

  const list = await admin('/api/redemption/?keyword=e2e&order=id&size=2');
  const page = envelopeOf(RedemptionPageSchema).parse(list).data;
  t.match(page, { page: 1, size: 2, total_count: 3 });
  t.same(
    page?.data.map((code) => [code.name, code.quota, code.expired_time, code.status]),
    [
      ['e2e 批次', 250000, expiry, 1],
      ['e2e 批次', 250000, expiry, 1],
    ],
  );
  t.ok((page?.data[0]?.id ?? 0) < (page?.data[1]?.id ?? 0), 'ascending ids');
  t.same(await admin('/api/redemption/?order=key'), { success: false, message: "不允许对字段 'key' 进行排序" }, 'order whitelist');
  t.same(await admin('/api/redemption/?size=101'), { success: false, message: 'size 参数不能超过 100' });

  const [record] = await records(app, 'redemption');
  t.match(record, {
    action: 'redemption.create',
    username: 'admin',
    detail: { before: null, after: { name: 'e2e 批次', count: 3, quota: 250000 } },
  });
  t.notOk(JSON.stringify(record).includes(created.data?.[0] ?? '-'), 'no key in the record');

  for (const [payload, message] of [
    [{ name: 'x', quota: 1, count: 1, expired_time: NOW_S - 1 }, '过期时间不能早于当前时间'],
    [{ name: 'x', quota: -1, count: 1 }, '无效的参数'],
    [{ name: 'x', quota: 1, count: 101 }, '一次兑换码批量生成的个数不能大于 100'],
  ] as const)
    t.same(await admin('/api/redemption/', 'POST', payload), { success: false, message }, JSON.stringify(payload));
});

t.test('redemption: edit, enable/disable (a used code stays used), delete, each recorded', async (t) => {
  const { app, admin } = await start(t);
  const edited = await admin('/api/redemption/', 'PUT', { id: 3, name: '活动码 $12', quota: 6000000 });
  t.match(edited, { success: true, data: { id: 3, name: '活动码 $12', quota: 6000000, status: 1 } });
  t.same(await admin('/api/redemption/', 'PUT', { id: 3, name: '七个汉字的名字', quota: 1 }), {
    success: false,
    message: '兑换码名称长度必须在1-20之间',
  });
  t.match(await admin('/api/redemption/?status_only=true', 'PUT', { id: 3, status: 2 }), { success: true, data: { status: 2 } });
  t.same(await admin('/api/redemption/?status_only=true', 'PUT', { id: 4, status: 1 }), {
    success: false,
    message: '兑换码已被使用，不能更改状态',
  });
  t.same(await admin('/api/redemption/?status_only=true', 'PUT', { id: 3, status: 3 }), { success: false, message: '无效的状态' });
  t.same(await admin('/api/redemption/2', 'DELETE'), { success: true, message: '' });
  t.same(await admin('/api/redemption/2', 'DELETE'), { success: false, message: 'record not found' });

  const rows = await records(app, 'redemption');
  t.same(
    rows.map((row) => [row.action, row.target_id]),
    [
      ['redemption.delete', '2'],
      ['redemption.status', '3'],
      ['redemption.update', '3'],
    ],
    'refused changes write nothing',
  );
  t.same(rows[1]?.detail, { before: { status: 1 }, after: { status: 2 } });
  t.same(rows[2]?.detail, { before: { name: '活动码 $10', quota: 5000000 }, after: { name: '活动码 $12', quota: 6000000 } });
  t.equal(rows[0]?.detail.before?.key, SECRET_MASK, 'the deleted code’s key is masked');
});

t.test('redemption: an expired code is refused; the purge counts and deletes used and expired codes', async (t) => {
  const { app, admin, demo } = await start(t);
  const code = app.store.redemptions.get(1);
  if (code) code.expired_time = NOW_S - 60;
  t.same(await demo('/api/user/topup', 'POST', { key: seedRedemptionKey(1) }), { success: false, message: '兑换失败，该兑换码已过期' });
  t.same(await admin('/api/redemption/invalid'), { success: true, message: '', data: { count: 3 } }, 'two used, one expired');
  t.same(await admin('/api/redemption/invalid', 'DELETE'), { success: true, message: '', data: 3 });
  t.same([...app.store.redemptions.keys()], [2, 3, 6], 'unused and disabled codes stay');
  t.same(await admin('/api/redemption/invalid', 'DELETE'), { success: true, message: '', data: 0 });
  const rows = await records(app, 'redemption');
  t.equal(rows.length, 1, 'an empty purge writes no record');
  t.match(rows[0], { action: 'redemption.purge', target_id: 'invalid', detail: { before: { count: 3, ids: [1, 4, 5] }, after: null } });
});

t.test('orders: filters, whitelist, totals of the filter, the gateway list without secrets', async (t) => {
  const { admin } = await start(t);
  const page = envelopeOf(OrderPageSchema).parse(await admin('/api/payment/order?user_id=4&order=created_at')).data;
  t.same(
    page?.data.map((order) => order.status),
    ['success', 'failed', 'closed'],
  );
  t.same(await admin('/api/payment/order?order=amount'), { success: false, message: "不允许对字段 'amount' 进行排序" });
  const totals = OrderTotalsSchema.parse((await admin<Envelope>('/api/payment/order/stat')).data);
  t.same(totals, {
    count: 4,
    paid_count: 2,
    amount: 60,
    quota: 30000000,
    money: [
      { currency: 'CNY', order_amount: 73.44 },
      { currency: 'USD', order_amount: 51.75 },
    ],
  });
  t.match((await admin<Envelope>('/api/payment/order/stat?user_id=4&gateway_id=2')).data, {
    count: 1,
    paid_count: 0,
    amount: 0,
    money: [],
  });
  // The seeded orders are 25, 18, 9 and 6 days old: 20 to 7 days ago holds the failed and the closed one.
  const window = `start_timestamp=${NOW_S - 20 * 86400}&end_timestamp=${NOW_S - 7 * 86400}`;
  t.same(
    envelopeOf(OrderPageSchema)
      .parse(await admin(`/api/payment/order?${window}`))
      .data?.data.map((order) => order.id),
    [3, 2],
  );
  t.match((await admin<Envelope>(`/api/payment/order/stat?${window}`)).data, { count: 2, paid_count: 0, quota: 0 });
  const gateways = PaymentGatewayPageSchema.parse((await admin<Envelope>('/api/payment/?order=sort')).data);
  t.same(
    gateways.data.map((gateway) => gateway.uuid),
    ['mock-alipay-legacy', 'mock-stripe-card', 'mock-wxpay', 'mock-epay-alipay'],
  );
  t.notOk(JSON.stringify(gateways).includes('config'));
});

t.test('orders: an admin completes a pending order once; the user is credited like by the notify', async (t) => {
  const { app, admin, demo } = await start(t);
  const created = await demo<Envelope<{ trade_no: string }>>('/api/user/order', 'POST', { uuid: 'mock-stripe-card', amount: 7 });
  const tradeNo = created.data?.trade_no ?? '';
  const user = app.store.users.get(4);
  const before = user?.quota ?? 0;
  const done = await admin<Envelope>('/api/payment/order/complete', 'POST', { trade_no: tradeNo });
  t.equal(done.success, true);
  t.match(OrderSchema.parse(done.data), { trade_no: tradeNo, status: 'success', user_id: 4, quota: 3500000 });
  t.equal(user?.quota, before + 3500000, 'the order’s owner is credited, not the admin');
  t.match(app.store.logs.at(-1), { type: 1, user_id: 4, quota: 3500000 });
  t.same(await demo(`/api/user/order/status?trade_no=${tradeNo}`), { success: true, message: '' });
  t.same(await admin('/api/payment/order/complete', 'POST', { trade_no: tradeNo }), { success: false, message: '只能补单待支付的订单' });
  t.equal(user?.quota, before + 3500000, 'credited once');
  t.same(await admin('/api/payment/order/complete', 'POST', { trade_no: 'NOPE' }), { success: false, message: '订单不存在' });
  t.same(await admin('/api/payment/order/complete', 'POST', {}), { success: false, message: '无效的参数' });
  const rows = await records(app, 'order');
  t.equal(rows.length, 1);
  t.match(rows[0], {
    action: 'order.complete',
    target_id: tradeNo,
    username: 'admin',
    detail: { before: { status: 'pending' }, after: { status: 'success', user_id: 4, quota: 3500000 } },
  });
});

t.test(
  'a common user is refused every order and redemption endpoint, the operator the gateways (spec §6), and nothing changes',
  async (t) => {
    const { app, demo } = await start(t);
    const operator = callerFor(app, await signIn(app, 'operator'));
    const pending = await demo<Envelope<{ trade_no: string }>>('/api/user/order', 'POST', { uuid: 'mock-wxpay', amount: 2 });
    const tradeNo = pending.data?.trade_no ?? '';
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', object?][] = [
      ['/api/redemption/', 'GET'],
      ['/api/redemption/', 'POST', { name: 'x', quota: 1, count: 1 }],
      ['/api/redemption/', 'PUT', { id: 1, name: 'x', quota: 1 }],
      ['/api/redemption/?status_only=true', 'PUT', { id: 1, status: 2 }],
      ['/api/redemption/invalid', 'GET'],
      ['/api/redemption/invalid', 'DELETE'],
      ['/api/redemption/1', 'DELETE'],
      ['/api/payment/order', 'GET'],
      ['/api/payment/order/stat', 'GET'],
      ['/api/payment/order/complete', 'POST', { trade_no: tradeNo }],
      ['/api/payment/', 'GET'],
    ];
    for (const [url, method, payload] of calls) t.same(await demo(url, method, payload), REFUSED, `demo: ${method} ${url}`);
    // Orders and redemption codes are the spec's lower level; the payment gateways its higher one.
    t.same(await operator('/api/payment/', 'GET'), REFUSED, 'operator: the payment gateways');
    t.match(await operator('/api/payment/order', 'GET'), { success: true }, 'operator: the orders');
    t.match(await operator('/api/redemption/', 'GET'), { success: true }, 'operator: the redemption codes');
    t.equal(app.store.orders.get(tradeNo)?.status, 'pending');
    t.equal(app.store.redemptions.size, 6);
    t.equal((await app.inject({ url: '/api/payment/order/stat' })).statusCode, 401, 'no session');
  },
);
