import t from 'tap';
import { languageLinks } from '#client/app/language-links.ts';
import { formatDateTime, validTimeZone } from '#shared/format/date.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { formatCurrency, formatNumber } from '#shared/format/number.ts';
import { amountToQuota, formatAmount, formatBalance, quotaToAmount } from '#shared/format/quota.ts';

t.test('discount labels: N 折 in Chinese, N % off in English, nothing at or above 1', async (t) => {
  t.equal(formatDiscount(0.8, 'zh-CN'), '8 折');
  t.equal(formatDiscount(0.85, 'zh-HK'), '8.5 折');
  t.equal(formatDiscount(0.6, 'en'), '40 % off');
  t.equal(formatDiscount(0.875, 'en'), '12.5 % off');
  t.equal(formatDiscount(1, 'zh-CN'), '');
  t.equal(formatDiscount(1.2, 'en'), '');
  t.equal(formatDiscount(0, 'zh-CN'), '0 折', 'free is still a discount');
});

t.test('dates are YYYY-MM-DD HH:mm:ss from seconds, in a given zone', async (t) => {
  t.equal(formatDateTime(1_700_000_000, 'UTC'), '2023-11-14 22:13:20');
  t.equal(formatDateTime(1_700_000_000, 'Asia/Hong_Kong'), '2023-11-15 06:13:20');
  t.equal(formatDateTime(0), '', "0 is one-hub's never");
  t.equal(formatDateTime(-1), '');
  t.equal(formatDateTime(Number.NaN), '');
  t.equal(validTimeZone('Asia/Shanghai'), 'Asia/Shanghai');
  t.equal(validTimeZone('Mars/Olympus'), 'UTC');
  t.equal(validTimeZone(undefined), 'UTC');
});

t.test('quota and currency edge cases', async (t) => {
  t.equal(quotaToAmount(1, 0), 0, 'a zero unit never divides by zero');
  t.equal(formatAmount(250_000, 500_000), '$0.5', 'trailing zeros removed');
  t.equal(formatAmount(500_000, 500_000), '$1');
  t.equal(formatAmount(1, 500_000), '$0', 'below a cent rounds to 0 at 2 decimals');
  t.equal(formatBalance(1, 500_000), '$0.000002', 'the balance keeps 6 decimals');
  t.equal(amountToQuota(0.0000031, 500_000), 2, 'reverse rounds to an integer');
  t.equal(formatNumber(1532, 'en'), '1,532');
  t.equal(formatNumber(1234.567, 'zh-CN'), '1,234.57');
  t.equal(formatCurrency(12.5, 'zh-CN'), '¥12.50');
  t.equal(formatCurrency(12.5, 'zh-HK'), 'HK$12.50');
  t.equal(formatCurrency(12.5, 'en'), '$12.50');
  t.equal(formatCurrency(1, 'xx'), '¥1.00', 'unknown languages use the default');
});

t.test('canonical and language alternates drop the lng switch and keep the rest', async (t) => {
  const links = languageLinks('https://console.example', '/prices', '?q=gpt&lng=en');
  t.equal(links.canonical, 'https://console.example/prices?q=gpt');
  t.same(
    links.alternates.map((a) => a.hrefLang),
    ['zh-CN', 'zh-HK', 'en', 'x-default'],
  );
  t.equal(links.alternates[1]?.href, 'https://console.example/prices?q=gpt&lng=zh-HK');
  t.equal(links.alternates[3]?.href, 'https://console.example/prices?q=gpt');
  t.equal(languageLinks('http://127.0.0.1:3000', '/', '').canonical, 'http://127.0.0.1:3000/');
});

t.test('usage figures keep every quota unit: up to 6 decimals of money, raw quota otherwise', async (t) => {
  const { formatUsage } = await import('#shared/format/quota.ts');
  const money = { quota_per_unit: 500000, display_in_currency: true };
  t.equal(formatUsage(1, money), '$0.000002');
  t.equal(formatUsage(731, money), '$0.001462');
  t.equal(formatUsage(1_234_567, money), '$2.469134');
  t.equal(formatUsage(500000, money), '$1');
  t.equal(formatUsage(0, money), '$0');
  t.equal(formatUsage(12345, { quota_per_unit: 500000, display_in_currency: false }), '12.345k');
});
