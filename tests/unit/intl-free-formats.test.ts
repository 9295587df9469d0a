import t from 'tap';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { compareNames } from '#shared/format/compare-names.ts';
import { zonedParts } from '#shared/format/date.ts';
import { formatCurrency, formatNumber } from '#shared/format/number.ts';
import { PLAIN_DECIMAL_LOCALES, plainDecimal } from '#shared/format/plain-decimal.ts';
import { languageOption, LANGUAGES } from '#shared/i18n/settings.ts';

/** A fixed sweep: edges of rounding and grouping, tiny and huge, negatives, and seeded random values. */
function sweep(): number[] {
  const values = [
    0,
    1,
    -1,
    0.5,
    0.005,
    0.015,
    1.005,
    2.675,
    9.995,
    99.995,
    999.995,
    0.001,
    -0.001,
    -0.004,
    -0.005,
    0.0049,
    12.345,
    123456.785,
    999,
    1000,
    9999.999,
    1e6,
    1234567.891,
    -1234567.005,
    1e15,
    2 ** 53 - 1,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    1e-7,
    123.4,
    5e-324,
  ];
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 12 - 3);
    const value = (next() - 0.3) * magnitude;
    values.push(i % 3 === 0 ? Math.round(value * 1000) / 1000 : value);
  }
  return values;
}

t.test('writes what Intl writes in the three locales, for every fraction setting the console uses', async (t) => {
  let compared = 0;
  for (const locale of PLAIN_DECIMAL_LOCALES)
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 4],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of sweep()) {
        const plain = plainDecimal(value, min, max);
        if (plain === null) continue;
        compared += 1;
        if (plain !== intl.format(value)) t.fail(`${locale} ${min}-${max} ${value}: ${plain} vs ${intl.format(value)}`);
      }
    }
  t.ok(compared > 40_000, `${compared} values compared`);
});

t.test('leaves to Intl what it does not write', async (t) => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21, 2 ** 60, 1e-7])
    t.equal(plainDecimal(value, 0, 2), null, String(value));
});

t.test('formatNumber and formatCurrency equal Intl in every language', async (t) => {
  for (const language of LANGUAGES) {
    const { numberFormat: locale, currency } = languageOption(language);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    for (const value of [...sweep(), Number.NaN, -0, 1e21]) {
      for (const digits of [0, 2]) {
        const expected = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
        if (formatNumber(value, language, digits) !== expected)
          t.fail(`${language} ${digits} ${value}: ${formatNumber(value, language, digits)} vs ${expected}`);
      }
      if (formatCurrency(value, language) !== money.format(value))
        t.fail(`${language} currency ${value}: ${formatCurrency(value, language)} vs ${money.format(value)}`);
    }
  }
  t.equal(formatCurrency(1234.5, 'zh-HK'), 'HK$1,234.50');
  t.equal(formatNumber(-1234567.005, 'en'), '-1,234,567.01');
});

t.test('UTC wall-clock fields without Intl are what Intl gives', async (t) => {
  let mismatches = 0;
  // Every 7 hours 13 minutes 17 seconds across 1970 to about 2045, and a few edges.
  const instants = [0, 86_399_000, 951_782_400_000, 4_102_444_799_000];
  for (let ms = 0; ms < 2_350_000_000_000; ms += 26_000_000 + 17_000) instants.push(ms);
  for (const ms of instants) if (JSON.stringify(zonedParts(ms, 'UTC')) !== JSON.stringify(zonedParts(ms, 'Etc/UTC'))) mismatches += 1;
  t.equal(mismatches, 0, `${instants.length} instants`);
});

t.test("short days without Intl are Intl's in every language, every day of a leap year", async (t) => {
  for (const language of LANGUAGES) {
    const intl = new Intl.DateTimeFormat(languageOption(language).dateLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const time = Date.UTC(2024, 0, 1) + day * 86_400_000;
      const iso = new Date(time).toISOString().slice(0, 10);
      if (shortDay(iso, language) !== intl.format(time)) t.fail(`${language} ${iso}: ${shortDay(iso, language)} vs ${intl.format(time)}`);
    }
  }
  t.equal(shortDay('2025-11-21', 'zh-HK'), '11月21日');
  t.equal(shortDay('not a day', 'en'), 'not a day');
});

t.test('names sort alphabetically whatever their case, the same everywhere', async (t) => {
  const names = ['gpt-4o', 'Claude-3', 'claude-3', 'qwen-max', 'GPT-4', 'gpt-4', 'deepseek-chat', 'ernie_bot', 'abab5.5'];
  t.same([...names].sort(compareNames), [
    'abab5.5',
    'Claude-3',
    'claude-3',
    'deepseek-chat',
    'ernie_bot',
    'GPT-4',
    'gpt-4',
    'gpt-4o',
    'qwen-max',
  ]);
  t.equal(compareNames('a', 'a'), 0);
  for (const a of names) for (const b of names) t.equal(Math.sign(compareNames(a, b)), -Math.sign(compareNames(b, a)), `${a} / ${b}`);
});
