import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { orderAmounts, rechargeDiscount } from '#mock-gateway/store/billing/order.ts';

const NOW = Date.UTC(2025, 0, 1);
const DISCOUNTS = '{"20":0.98,"200":0.95,"1000":0.9}';

async function start(t: { teardown: (fn: () => unknown) => void }, status: Record<string, unknown> = {}): Promise<MockGateway> {
  const app = await buildMockGateway({ now: () => NOW, criticalRateLimit: false, status });
  t.teardown(() => app.close());
  return app;
}

interface Created {
  success: boolean;
  message: string;
  data?: { trade_no: string; type: number; data: { url: string; method: string } };
}

function order(app: MockGateway, cookie: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/user/order', headers: { cookie }, payload });
}

t.test('order arithmetic: exact-amount discount, percentage or else fixed fee, CNY conversion', async (t) => {
  t.equal(rechargeDiscount(DISCOUNTS, 200), 0.95);
  t.equal(rechargeDiscount(DISCOUNTS, 201), 1, 'only exactly listed amounts');
  t.equal(rechargeDiscount('', 20), 1);
  t.equal(rechargeDiscount('not json', 20), 1);
  const alipay = { currency: 'CNY', fixed_fee: 0, percent_fee: 0.006 };
  const stripe = { currency: 'USD', fixed_fee: 0.3, percent_fee: 0.029 };
  t.same(orderAmounts(10, alipay, DISCOUNTS, 7.3), { factor: 1, price: 73, fee: 0.44, total: 73.44, discount: 0 });
  t.same(orderAmounts(200, alipay, DISCOUNTS, 7.3), { factor: 0.95, price: 1387, fee: 8.32, total: 1395.32, discount: 73.44 });
  // The percentage fee only: upstream adds the fixed fee only to gateways without a percentage.
  t.same(orderAmounts(20, stripe, DISCOUNTS, 7.3), { factor: 0.98, price: 19.6, fee: 0.57, total: 20.17, discount: 0.41 });
  t.same(orderAmounts(1000, stripe, DISCOUNTS, 7.3), { factor: 0.9, price: 900, fee: 26.1, total: 926.1, discount: 102.9 });
  t.same(
    orderAmounts(10, { currency: 'USD', fixed_fee: 0.3, percent_fee: 0 }, DISCOUNTS, 7.3),
    { factor: 1, price: 10, fee: 0.3, total: 10.3, discount: -0.3 },
    'a fixed fee is not in the undiscounted total (upstream quirk)',
  );
});

t.test('gateways for users: enabled ones, public fields, highest sort first', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const res = await app.inject({ url: '/api/user/payment', headers: { cookie } });
  t.same(res.json(), {
    success: true,
    message: '',
    data: [
      { uuid: 'mock-epay-alipay', name: '支付宝（易支付）', icon: '', fixed_fee: 0, percent_fee: 0.006, currency: 'CNY', sort: 10 },
      { uuid: 'mock-wxpay', name: '微信支付', icon: '', fixed_fee: 0, percent_fee: 0.01, currency: 'CNY', sort: 8 },
      { uuid: 'mock-stripe-card', name: 'Stripe 信用卡', icon: '', fixed_fee: 0.3, percent_fee: 0, currency: 'USD', sort: 5 },
    ],
  });
});

t.test('order refusals: missing fields, minimum amount, unknown or disabled gateway', async (t) => {
  const app = await start(t, { PaymentMinAmount: 5 });
  const cookie = await signIn(app, 'demo');
  const cases: [object, string][] = [
    [{ amount: 10 }, 'invalid request'],
    [{ uuid: 'mock-stripe-card' }, 'invalid request'],
    [{ uuid: 'mock-stripe-card', amount: 2.5 }, 'invalid request'],
    [{ uuid: 'mock-stripe-card', amount: 4 }, '金额必须大于等于 5'],
    [{ uuid: 'mock-stripe-card', amount: -3 }, '金额必须大于等于 5'],
    [{ uuid: 'nope', amount: 10 }, 'payment not found'],
    [{ uuid: 'mock-alipay-legacy', amount: 10 }, 'payment not found'],
  ];
  for (const [payload, message] of cases)
    t.same((await order(app, cookie, payload)).json(), { success: false, message }, JSON.stringify(payload));
});

t.test('create → pay page → pay: quota credited once, status success for the owner only', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const demo = app.store.users.get(4);
  const before = demo?.quota ?? 0;
  const created = (await order(app, cookie, { uuid: 'mock-epay-alipay', amount: 200 })).json<Created>();
  t.equal(created.success, true);
  const tradeNo = created.data?.trade_no ?? '';
  t.match(tradeNo, /^MOCK\d+$/);
  t.same(created.data, { trade_no: tradeNo, type: 1, data: { url: `/api/_mock/pay/${tradeNo}`, method: 'GET', params: null } });
  t.match(app.store.orders.get(tradeNo), {
    user_id: 4,
    gateway_id: 1,
    amount: 200,
    order_amount: 1395.32,
    order_currency: 'CNY',
    fee: 8.32,
    discount: 73.44,
    quota: 100_000_000,
    status: 'pending',
  });
  const status = () => app.inject({ url: `/api/user/order/status?trade_no=${tradeNo}`, headers: { cookie } });
  t.same((await status()).json(), { success: false, message: '' });
  const page = await app.inject(`/api/_mock/pay/${tradeNo}`);
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-type'], /^text\/html/);
  t.match(page.headers['content-security-policy'], /default-src 'none'/);
  t.notMatch(page.body, /<script|<style/);
  t.match(page.body, /1395\.32 CNY/);
  t.match(page.body, /<form method="post" action="\/api\/_mock\/pay\/MOCK\d+">/);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/_mock/pay/${tradeNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  t.equal(paid.statusCode, 303);
  t.equal(paid.headers.location, `/dashboard/topup?trade_no=${tradeNo}`);
  t.equal(demo?.quota, before + 100_000_000);
  t.match(app.store.logs.at(-1), {
    type: 1,
    user_id: 4,
    quota: 100_000_000,
    content: '在线充值成功，充值积分: 100000000，支付金额：1395.32 CNY',
  });
  t.same((await status()).json(), { success: true, message: '' });
  const again = await app.inject({
    method: 'POST',
    url: `/api/_mock/pay/${tradeNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': 'console.test', 'x-forwarded-proto': 'https' },
    payload: 'action=pay',
  });
  t.equal(again.headers.location, `https://console.test/dashboard/topup?trade_no=${tradeNo}`);
  t.equal(demo?.quota, before + 100_000_000, 'paying twice credits once');
  const other = await signIn(app, 'operator');
  t.same(
    (await app.inject({ url: `/api/user/order/status?trade_no=${tradeNo}`, headers: { cookie: other } })).json(),
    { success: false, message: '' },
    'not the owner',
  );
  t.equal((await app.inject(`/api/user/order/status?trade_no=${tradeNo}`)).statusCode, 401);
  t.match((await app.inject(`/api/_mock/pay/${tradeNo}`)).body, /data-testid="pay-status">success</);
});

t.test('cancel fails the order; admins list and filter orders', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const tradeNo = (await order(app, cookie, { uuid: 'mock-stripe-card', amount: 20 })).json<Created>().data?.trade_no ?? '';
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/_mock/pay/${tradeNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=cancel',
  });
  t.equal(cancelled.statusCode, 303);
  t.equal(app.store.orders.get(tradeNo)?.status, 'failed');
  t.same((await app.inject({ url: `/api/user/order/status?trade_no=${tradeNo}`, headers: { cookie } })).json(), {
    success: false,
    message: '',
  });
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/_mock/pay/NOPE',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      })
    ).statusCode,
    404,
  );
  const admin = await signIn(app, 'admin');
  const list = await app.inject({ url: '/api/payment/order?user_id=4&status=failed&order=-created_at', headers: { cookie: admin } });
  const page = list.json<{ data: { data: { trade_no: string; user_id: number; status: string }[]; total_count: number } }>().data;
  t.equal(page.total_count, 2, 'the seeded failed order and this one');
  t.equal(page.data[0]?.trade_no, tradeNo);
  t.ok(page.data.every((row) => row.user_id === 4 && row.status === 'failed'));
  t.same((await app.inject({ url: '/api/payment/order?order=trade_no', headers: { cookie: admin } })).json(), {
    success: false,
    message: "不允许对字段 'trade_no' 进行排序",
  });
  t.same((await app.inject({ url: '/api/payment/order', headers: { cookie } })).json(), {
    success: false,
    message: '无权进行此操作，权限不足',
  });
});

t.test('pending orders older than 3 hours are closed when another is created', async (t) => {
  let now = NOW;
  const app = await buildMockGateway({ now: () => now, criticalRateLimit: false });
  t.teardown(() => app.close());
  const cookie = await signIn(app, 'demo');
  const first = (await order(app, cookie, { uuid: 'mock-wxpay', amount: 3 })).json<Created>().data?.trade_no ?? '';
  now += 3 * 3600 * 1000 + 1000;
  await order(app, cookie, { uuid: 'mock-wxpay', amount: 3 });
  t.equal(app.store.orders.get(first)?.status, 'closed');
});
