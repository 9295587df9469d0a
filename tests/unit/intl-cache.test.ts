import t from 'tap';
import { dateTimeFormat, numberFormat } from '#shared/format/intl-cache.ts';
import { formatCurrency, formatNumber } from '#shared/format/number.ts';

t.test('one formatter per locale and options, reused', async (t) => {
  t.equal(numberFormat('en-US', { maximumFractionDigits: 2 }), numberFormat('en-US', { maximumFractionDigits: 2 }));
  t.not(numberFormat('en-US', { maximumFractionDigits: 2 }), numberFormat('en-US', { maximumFractionDigits: 0 }), 'other options, another');
  t.not(numberFormat('en-US'), numberFormat('zh-CN'), 'another locale, another');
  t.equal(dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }), dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }));
});

t.test('what the shared formatters write is what Intl writes', async (t) => {
  t.equal(formatNumber(1234.567, 'en'), new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(1234.567));
  t.equal(formatNumber(1234.567, 'en', 0), '1,235', 'the cached two-digit formatter is not reused for zero digits');
  t.equal(formatCurrency(12.5, 'en'), '$12.50');
  t.equal(formatCurrency(12.5, 'zh-CN'), '¥12.50');
});
