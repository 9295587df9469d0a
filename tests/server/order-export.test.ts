import t from 'tap';
import type { Order } from '#shared/api/schemas/billing.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

// The Orders page's CSV export through the console (issue 12): admins only, the page's filter,
// every order of it paged from the gateway 100 at a time, as the API lists them.

const HEADER = [
  'ID',
  'Created',
  'User ID',
  'Gateway ID',
  'Trade number',
  'Gateway number',
  'Credit (US$)',
  'Fee',
  'Discount',
  'Paid',
  'Currency',
  'Quota',
  'Status',
];

/** 150 more paid orders of demo, so the export needs two gateway pages. */
function addOrders(orders: Map<string, Order>, now: number): void {
  for (let n = 0; n < 150; n++) {
    const id = 1000 + n;
    const order: Order = {
      id,
      user_id: 4,
      gateway_id: 2,
      trade_no: `BULK${id}`,
      gateway_no: `GW${id}`,
      amount: 1,
      order_amount: 1.3,
      order_currency: 'USD',
      quota: 500000,
      fee: 0.3,
      discount: 0,
      status: 'success',
      created_at: now - n,
    };
    orders.set(order.trade_no, order);
  }
}

t.test('an admin exports the filtered orders, all pages, as the API lists them', async (t) => {
  const now = Math.floor(Date.UTC(2025, 5, 1) / 1000);
  const { app, gateway } = await startConsole(t, { gateway: { now: () => now * 1000 } });
  addOrders(gateway.store.orders, now);
  // A provider's number is text someone else chose: a formula must not survive into the sheet.
  const hostile = gateway.store.orders.get('BULK1148');
  if (hostile) hostile.gateway_no = '=HYPERLINK("http://evil.test","x")';
  const cookie = await sessionFor(app, 'admin');

  const all = await app.inject({ url: '/export/orders.csv?lng=en', headers: { cookie: `${cookie}; tz=Asia/Shanghai` } });
  t.equal(all.statusCode, 200);
  t.match(all.headers['content-type'], /^text\/csv/);
  t.match(all.headers['content-disposition'], /^attachment; filename="orders-\d{8}-\d{6}\.csv"$/);
  t.equal(all.headers['x-total-count'], '154');
  const records = parseCsv(all.body);
  t.same(records[0], HEADER);
  t.equal(records.length, 155, 'every order once: 4 seeded and 150 added');
  const ids = records.slice(1).map((row) => Number(row[0]));
  t.same(
    ids,
    [...ids].sort((a, b) => b - a),
    'newest id first, as the gateway pages them',
  );
  t.equal(new Set(ids).size, 154);
  t.equal(records[2]?.[5], `'=HYPERLINK("http://evil.test","x")`, 'CSV injection defused');
  t.same(records[1], ['1149', '2025-06-01 07:57:31', '4', '2', 'BULK1149', 'GW1149', '1', '0.3', '0', '1.3', 'USD', '500000', 'Paid']);

  // The page's filter: demo's orders at Stripe (gateway 2) that failed.
  const filtered = await app.inject({ url: '/export/orders.csv?lng=zh-CN&user_id=4&gateway_id=2&status=failed', headers: { cookie } });
  const rows = parseCsv(filtered.body);
  t.equal(filtered.headers['x-total-count'], '1');
  t.same(
    rows.map((row) => [row[0], row[12]]),
    [
      ['ID', '状态'],
      ['2', '失败'],
    ],
  );
});

t.test('a common user is refused without the gateway being paged; a guest must sign in', async (t) => {
  let listed = 0;
  const { app } = await startConsole(t, {
    prepareGateway: (gateway) =>
      gateway.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/payment/order')) listed += 1;
      }),
  });
  const demo = await app.inject({ url: '/export/orders.csv', headers: { cookie: await sessionFor(app, 'demo') } });
  t.equal(demo.statusCode, 403);
  t.same(demo.json(), { success: false, message: 'Exporting orders needs an operator or an admin.' });
  const guest = await app.inject({ url: '/export/orders.csv' });
  t.equal(guest.statusCode, 401);
  t.same(guest.json(), { success: false, message: 'Sign in to export orders.' });
  t.equal(listed, 0, 'the gateway’s order list was never asked');
});
