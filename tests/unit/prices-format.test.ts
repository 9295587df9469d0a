import t from 'tap';
import {
  DEFAULT_QUOTA_PER_UNIT,
  formatDecimal,
  formatPriceQuota,
  groupMultiplier,
  isPriceUnit,
  priceDollars,
  priceQuota,
} from '#shared/format/price.ts';

const currency = { quotaPerUnit: DEFAULT_QUOTA_PER_UNIT, displayInCurrency: true };
const quota = { quotaPerUnit: DEFAULT_QUOTA_PER_UNIT, displayInCurrency: false };

t.test('a ratio of 1 is $0.002 per 1K tokens and $2 per 1M (contract §5.3)', async (t) => {
  t.equal(priceQuota(1, 'tokens', '1k'), 1000);
  t.equal(priceDollars(priceQuota(1, 'tokens', '1k'), DEFAULT_QUOTA_PER_UNIT), 0.002);
  t.equal(priceDollars(priceQuota(1, 'tokens', '1m'), DEFAULT_QUOTA_PER_UNIT), 2);
  // gpt-4 at $0.03 / $0.06 per 1K is 15 / 30.
  t.equal(formatPriceQuota(priceQuota(15, 'tokens', '1k'), currency), '$0.03');
  t.equal(formatPriceQuota(priceQuota(30, 'tokens', '1k'), currency), '$0.06');
  t.equal(formatPriceQuota(priceQuota(30, 'tokens', '1m'), currency), '$60');
});

t.test('per 1M is exactly 1000 × per 1K, without floating-point noise', async (t) => {
  t.equal(formatPriceQuota(priceQuota(2.5, 'tokens', '1k'), currency), '$0.005');
  t.equal(formatPriceQuota(priceQuota(2.5, 'tokens', '1m'), currency), '$5');
  t.equal(formatPriceQuota(priceQuota(0.075, 'tokens', '1k'), currency), '$0.00015');
  t.equal(formatPriceQuota(priceQuota(0.075, 'tokens', '1m'), currency), '$0.15');
  t.equal(formatPriceQuota(priceQuota(0.01, 'tokens', '1k'), currency), '$0.00002');
  t.equal(formatPriceQuota(priceQuota(0.8572, 'tokens', '1k', 0.8), currency), '$0.00137152');
});

t.test('times pricing charges 1000 × input per call, whatever the unit', async (t) => {
  t.equal(priceQuota(20, 'times', '1k'), 20_000);
  t.equal(priceQuota(20, 'times', '1m'), 20_000);
  t.equal(formatPriceQuota(priceQuota(20, 'times', '1k'), currency), '$0.04');
  t.equal(formatPriceQuota(priceQuota(50, 'times', '1k', 0.8), currency), '$0.08');
});

t.test('a group multiplies both sides; VIP (0.8) pays 80 %', async (t) => {
  t.equal(formatPriceQuota(priceQuota(2.5, 'tokens', '1k', 0.8), currency), '$0.004');
  t.equal(formatPriceQuota(priceQuota(7.5, 'tokens', '1m', 0.8), currency), '$12');
});

t.test('quota display uses the raw quota with k / M / B', async (t) => {
  t.equal(formatPriceQuota(priceQuota(2.5, 'tokens', '1k'), quota), '2500');
  t.equal(formatPriceQuota(priceQuota(0.1, 'tokens', '1k', 0.7), quota), '70');
  t.equal(formatPriceQuota(priceQuota(2.5, 'tokens', '1m'), quota), '2.500M');
  t.equal(formatPriceQuota(priceQuota(0.0001, 'tokens', '1k'), quota), '0.1');
});

t.test('another quota_per_unit changes the dollars', async (t) => {
  t.equal(formatPriceQuota(1000, { quotaPerUnit: 1_000_000, displayInCurrency: true }), '$0.001');
  t.equal(priceDollars(1000, 0), 0);
});

t.test('formatDecimal drops noise and never uses an exponent', async (t) => {
  t.equal(formatDecimal(0.1 + 0.2), '0.3');
  t.equal(formatDecimal(2e-7), '0.0000002');
  t.equal(formatDecimal(12), '12');
  t.equal(formatDecimal(0), '0');
  t.equal(formatDecimal(-0), '0');
  t.equal(formatDecimal(Number.NaN), '0');
  t.equal(formatDecimal(0.12345, 2), '0.12');
});

t.test('the group multiplier: channel-group rate when present, else the group ratio, else 1', async (t) => {
  const vip = { id: 2, ratio: 0.8 };
  const rates = { '2': { '1': 0.8, '14': 0.9 } };
  t.equal(groupMultiplier(null, 1, rates), 1);
  t.equal(groupMultiplier(vip, 1, rates), 0.8);
  t.equal(groupMultiplier(vip, 14, rates), 0.9);
  t.equal(groupMultiplier(vip, 28, rates), 0.8, 'owner missing from the map');
  t.equal(groupMultiplier(vip, 1, {}), 0.8, 'no channel rates at all');
  t.equal(groupMultiplier(vip, 1, { '2': { '1': -1 } }), 0.8, 'a nonsensical rate is ignored');
  t.equal(groupMultiplier({ id: 3, ratio: 0.6 }, 14, { '3': { '14': 0 } }), 0, 'a free channel rate is kept');
});

t.test('units', async (t) => {
  t.ok(isPriceUnit('1k'));
  t.ok(isPriceUnit('1m'));
  t.notOk(isPriceUnit('1K'));
  t.notOk(isPriceUnit(null));
});
