import t from 'tap';
import {
  amountFormSchema,
  amountIssue,
  cleanTradeNo,
  formatMoney,
  quickAmounts,
  RedeemFormSchema,
  round2,
  topUpBreakdown,
} from '#shared/billing/topup-math.ts';
import { parseRechargeDiscount } from '#shared/billing/recharge.ts';
import { feeRule, orderAmount } from '#shared/billing/order-amount.ts';

const epay = { currency: 'CNY', fixed_fee: 0, percent_fee: 0.006 };
const stripe = { currency: 'USD', fixed_fee: 0.3, percent_fee: 0.029 };
const translate = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

t.test('breakdown: CNY gateway converts at PaymentUSDRate, then the percentage fee', async (t) => {
  const b = topUpBreakdown(10, {}, epay, 7.3, 500_000);
  t.same(b, {
    amount: 10,
    factor: 1,
    discounted: 10,
    currency: 'CNY',
    rate: 7.3,
    orderAmount: 73,
    fee: 0.44,
    total: 73.44,
    quota: 5_000_000,
  });
});

t.test('breakdown: USD gateway, no conversion; the percentage fee wins over the fixed one (upstream)', async (t) => {
  const b = topUpBreakdown(10, {}, stripe, 7.3, 500_000);
  t.equal(b.rate, 1);
  t.equal(b.orderAmount, 10);
  t.equal(b.fee, 0.29);
  t.equal(b.total, 10.29);
  const fixedOnly = topUpBreakdown(10, {}, { currency: 'USD', fixed_fee: 0.3, percent_fee: 0 }, 7.3, 500_000);
  t.equal(fixedOnly.fee, 0.3);
  t.equal(fixedOnly.total, 10.3);
});

t.test('breakdown: RechargeDiscount applies to exactly its amount', async (t) => {
  const discounts = parseRechargeDiscount('{"100": 0.9, "500": 0.85}');
  const hundred = topUpBreakdown(100, discounts, epay, 7.3, 500_000);
  t.equal(hundred.factor, 0.9);
  t.equal(hundred.discounted, 90);
  t.equal(hundred.orderAmount, 657);
  t.equal(hundred.fee, 3.94);
  t.equal(hundred.total, 660.94);
  t.equal(hundred.quota, 50_000_000, 'the credit is the full amount, not the discounted price');
  t.equal(topUpBreakdown(101, discounts, epay, 7.3, 500_000).factor, 1);
  const usd = topUpBreakdown(500, discounts, stripe, 7.3, 500_000);
  t.equal(usd.orderAmount, 425);
  t.equal(usd.fee, round2(425 * 0.029));
  t.equal(usd.total, round2(425 + usd.fee));
});

t.test("breakdown: agrees with the double's order arithmetic", async (t) => {
  const { orderAmounts } = await import('#mock-gateway/store/billing/order.ts');
  const text = '{"20": 0.95, "100": 0.9}';
  for (const amount of [1, 7, 20, 33, 100, 999]) {
    for (const gateway of [epay, stripe, { currency: 'CNY', fixed_fee: 0.5, percent_fee: 0.01 }]) {
      const ours = topUpBreakdown(amount, parseRechargeDiscount(text), gateway, 7.3, 500_000);
      const theirs = orderAmounts(amount, gateway, text, 7.3);
      t.equal(ours.total, theirs.total, `total ${amount} ${gateway.currency}`);
      t.equal(ours.fee, theirs.fee, `fee ${amount} ${gateway.currency}`);
      t.equal(ours.orderAmount, theirs.price, `price ${amount} ${gateway.currency}`);
    }
  }
});

t.test('money texts carry no locale', async (t) => {
  t.equal(formatMoney(73.438, 'CNY'), '¥73.44');
  t.equal(formatMoney(10, 'usd'), '$10.00');
  t.equal(formatMoney(1.5, 'EUR'), '1.50 EUR');
});

t.test('quick amounts: the minimum first, the discounted amounts, ascending, at most eight', async (t) => {
  t.same(quickAmounts({}, 1), [1, 10, 50, 100, 500]);
  t.same(quickAmounts({}, 10), [10, 50, 100, 500]);
  t.same(quickAmounts(parseRechargeDiscount('{"200": 0.9, "20": 0.95}'), 15), [15, 20, 50, 100, 200, 500]);
  t.equal(quickAmounts(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), 0.9])), 1).length, 8);
});

t.test("amount schema: whole dollars from the minimum, messages in the user's language", async (t) => {
  const schema = amountFormSchema(5, translate);
  t.ok(schema.safeParse({ amount: '5' }).success);
  t.ok(schema.safeParse({ amount: ' 12 ' }).success);
  const message = (amount: string) => schema.safeParse({ amount }).error?.issues[0]?.message;
  t.equal(message('4'), 'topup:online.errors.min{"min":"$5"}');
  t.equal(message('0'), 'topup:online.errors.min{"min":"$5"}');
  t.equal(message('-3'), 'topup:online.errors.min{"min":"$5"}');
  t.equal(message('5.5'), 'topup:online.errors.integer');
  t.equal(message('abc'), 'topup:online.errors.integer');
  t.equal(message('2000000'), 'topup:online.errors.max{"max":"$1000000"}');
  t.equal(schema.safeParse({ amount: '' }).error?.issues.length, 1, 'blank is only "required"');
  t.equal(schema.safeParse({ amount: '' }).error?.issues[0]?.code, 'too_small');
  // The schema's own texts win over the form's error map.
  t.equal(
    schema.safeParse({ amount: '4' }, { error: () => 'from the map' }).error?.issues[0]?.message,
    'topup:online.errors.min{"min":"$5"}',
  );
  t.equal(amountIssue(5, 5), null);
});

t.test('redeem schema and trade numbers', async (t) => {
  t.ok(RedeemFormSchema.safeParse({ key: 'a'.repeat(32) }).success);
  t.equal(RedeemFormSchema.parse({ key: '  abc  ' }).key, 'abc');
  t.notOk(RedeemFormSchema.safeParse({ key: '   ' }).success);
  t.notOk(RedeemFormSchema.safeParse({ key: 'x'.repeat(65) }).success);
  t.equal(cleanTradeNo('MOCK17356896000001'), 'MOCK17356896000001');
  t.equal(cleanTradeNo('<script>'), null);
  t.equal(cleanTradeNo(null), null);
});

t.test('the fee a payment method shows is the one the order charges: the percentage when set, else the fixed US$', async (t) => {
  t.same(feeRule({ percent_fee: 0.01, fixed_fee: 0.5 }), { kind: 'percent', percent: 1 });
  t.same(feeRule({ percent_fee: 0.0125, fixed_fee: 0 }), { kind: 'percent', percent: 1.25 });
  t.same(feeRule({ percent_fee: 0, fixed_fee: 0.5 }), { kind: 'fixed', usd: 0.5 });
  t.same(feeRule({ percent_fee: 0, fixed_fee: 0 }), { kind: 'none' });
  // A method with both: orderAmount adds the percentage only, as the picker says.
  const both = orderAmount(100, 1, { percent_fee: 0.01, fixed_fee: 0.5, currency: 'CNY' }, 7.3);
  t.equal(both.feeUsd, 1);
});
