import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

const PATH = '/dashboard/payment';
// The seeded gateways' secrets (mock-gateway/store/billing/billing.ts).
const SEEDED_SECRETS = ['seed-epay-key-0001', 'sk_test_seed_stripe_0002', 'whsec_seed_stripe_0002', 'seed-wxpay-apiv3-key-0003'];

t.test('an admin gets the gateways with filters from the URL, and no secret reaches the page', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(res.statusCode, 200);
  for (const uuid of ['mock-epay-alipay', 'mock-stripe-card', 'mock-wxpay', 'mock-alipay-legacy']) t.match(res.body, `data-uuid="${uuid}"`);
  t.match(res.body, '>0.6 %<', 'the fee that applies: the percentage');
  t.notMatch(res.body, 'data-testid="payment-unreachable"', 'the double has a server address');
  t.equal(res.body.split('data-testid="payment-copy-callback"').length - 1, 4, 'each gateway’s callback URL can be copied');
  for (const secret of SEEDED_SECRETS) t.notMatch(res.body, secret, secret);

  const filtered = await app.inject({ url: `${PATH}?lng=en&currency=USD`, headers: { cookie } });
  t.match(filtered.body, 'data-uuid="mock-stripe-card"');
  t.notMatch(filtered.body, 'data-uuid="mock-epay-alipay"');
});

t.test('without a server address, gateways lacking a callback domain are flagged: orders would stay pending', async (t) => {
  const { app } = await startConsole(t, { gateway: { status: { server_address: '' } } });
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'data-testid="payment-unreachable"');
  t.match(res.body, 'orders will stay pending forever');
  t.notMatch(res.body, 'data-testid="payment-copy-callback"', 'no callback URL to copy');
});

t.test('a gateway that refuses the admin shows "higher role required" with its message', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/payment/=denied'] } } });
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(res.statusCode, 403);
  t.match(res.body, /data-testid="dashboard-error"[^>]*data-kind="forbidden"|data-kind="forbidden"[^>]*data-testid="dashboard-error"/);
  t.match(res.body, '无权进行此操作，权限不足');
});

t.test('a common user gets 403 before the gateway is asked', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: PATH, headers: { cookie } });
  t.equal(res.statusCode, 403);
  t.notMatch(res.body, 'data-uuid=');
});
