import t from 'tap';
import { signIn } from '#mock-gateway/testing.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { text } from '#tests/helpers/html.ts';

// Issue 12's Redemption and Orders pages as the server renders them: with the double's
// extensions, against a gateway without them (an unmodified one-hub answers 404 there), against
// one that refuses the admin (one-hub's permission message), and for lower roles.

const REDEMPTION = '/dashboard/payment/redemption?lng=en';
const ORDERS = '/dashboard/payment/order?lng=en';
/** What an unmodified one-hub lacks of these pages: the purge count, the totals, the completion, the gateway list. */
const UPSTREAM_LACKS = [
  '/api/redemption/invalid=404',
  '/api/payment/order/stat=404',
  '/api/payment/order/complete=404',
  '/api/payment/=404',
];

const count = (html: string, testId: string) => (html.match(new RegExp(`data-testid="${testId}"`, 'g')) ?? []).length;

t.test('with the double: expiry, purge count, totals, gateway names and completion of a pending order', async (t) => {
  const { app, gateway } = await startConsole(t);
  const demo = await signIn(gateway, 'demo');
  await gateway.inject({ method: 'POST', url: '/api/user/order', headers: { cookie: demo }, payload: { uuid: 'mock-wxpay', amount: 2 } });
  const cookie = await sessionFor(app, 'admin');

  const codes = await app.inject({ url: REDEMPTION, headers: { cookie } });
  t.equal(codes.statusCode, 200);
  t.equal(count(codes.body, 'redemption-row'), 6);
  t.match(text(codes.body), /Delete used and expired \(2\)/, 'the two seeded used codes');
  t.match(text(codes.body), /Expires/, 'the expiry column');

  const orders = await app.inject({ url: ORDERS, headers: { cookie } });
  t.equal(orders.statusCode, 200);
  t.equal(count(orders.body, 'order-row'), 5);
  t.match(text(orders.body), /Orders 5 Paid orders 2 Credit bought \$60 Amount paid 73\.44 CNY \+ 51\.75 USD/);
  t.match(text(orders.body), /Stripe 信用卡/, 'gateways by name');
  t.equal(count(orders.body, 'order-complete'), 1, 'the pending order can be completed');
});

t.test('against a gateway without the extensions: upstream’s pages, saying what is missing', async (t) => {
  const { app, gateway } = await startConsole(t);
  const demo = await signIn(gateway, 'demo');
  await gateway.inject({ method: 'POST', url: '/api/user/order', headers: { cookie: demo }, payload: { uuid: 'mock-wxpay', amount: 2 } });
  gateway.store.faults.failPaths = UPSTREAM_LACKS;
  const cookie = await sessionFor(app, 'admin');

  const codes = await app.inject({ url: REDEMPTION, headers: { cookie } });
  t.equal(codes.statusCode, 200);
  t.equal(count(codes.body, 'redemption-row'), 6);
  t.equal(count(codes.body, 'redemption-purge'), 0, 'no purge');
  t.notMatch(text(codes.body), /Expires/, 'no expiry column');

  const orders = await app.inject({ url: ORDERS, headers: { cookie } });
  t.equal(orders.statusCode, 200);
  t.equal(count(orders.body, 'order-row'), 5);
  t.match(text(orders.body), /This gateway does not report totals for a filter\./);
  t.equal(count(orders.body, 'order-complete'), 0, 'no completion offered');
  t.notMatch(text(orders.body), /Stripe 信用卡/, 'gateways by id');
});

t.test(
  'a gateway refusing the admin: the "higher role" state; a common user: 403 from the console, the operator: the lists (spec §6)',
  async (t) => {
    const { app, gateway } = await startConsole(t);
    gateway.store.faults.failPaths = ['/api/redemption/=denied', '/api/payment/order=denied'];
    const cookie = await sessionFor(app, 'admin');
    for (const url of [REDEMPTION, ORDERS]) {
      const page = await app.inject({ url, headers: { cookie } });
      t.equal(page.statusCode, 403, url);
      t.match(page.body, /data-testid="dashboard-error" data-kind="forbidden"/, `${url}: the gateway requires a higher role`);
    }
    gateway.store.faults.failPaths = undefined;
    for (const url of [REDEMPTION, ORDERS]) {
      const page = await app.inject({ url, headers: { cookie: await sessionFor(app, 'demo') } });
      t.equal(page.statusCode, 403, `demo ${url}`);
      t.notOk(page.body.includes('redemption-row') || page.body.includes('order-row'), 'demo: no rows');
      const operator = await app.inject({ url, headers: { cookie: await sessionFor(app, 'operator') } });
      t.equal(operator.statusCode, 200, `operator ${url}`);
      t.ok(operator.body.includes('redemption-row') || operator.body.includes('order-row'), 'operator: the rows');
    }
  },
);
