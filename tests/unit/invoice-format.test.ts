import t from 'tap';
import { billDate, formatBillMonth, formatSeconds } from '#client/pages/dashboard/account/invoice/invoice-format.ts';
import { InvoicePageSchema } from '#shared/api/schemas/invoice.ts';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { LANGUAGE_OPTIONS, LANGUAGES } from '#shared/i18n/settings.ts';

t.test('billDate: the day a bill names, from the double’s date or upstream’s timestamp; nonsense is null', async (t) => {
  t.equal(billDate('2025-10-01'), '2025-10-01');
  t.equal(billDate('2025-10-01T00:00:00+08:00'), '2025-10-01', 'a date column serialised with its time');
  for (const bad of ['', '2025-1-01', '2025-13-01', '2025-10-00', 'October', '../2025-10-01']) t.equal(billDate(bad), null, bad);
});

t.test('formatBillMonth: the month in each language, the same on any machine’s time zone', async (t) => {
  t.equal(formatBillMonth('2025-10-01', 'en'), 'October 2025');
  t.equal(formatBillMonth('2025-10-01', 'zh-CN'), '2025年10月');
  t.equal(formatBillMonth('2025-01-01T00:00:00Z', 'zh-HK'), '2025年1月');
  t.equal(formatBillMonth('garbage', 'en'), 'garbage', 'an unreadable date is shown as it came');
});

t.test('formatSeconds: milliseconds as grouped seconds with two decimals', async (t) => {
  t.equal(formatSeconds(1_234_500, 'en'), '1,234.50');
  t.equal(formatSeconds(-5, 'en'), '0.00');
});

t.test('an upstream bill page parses: quota and request time may come as floats', async (t) => {
  const page = InvoicePageSchema.parse({
    data: [{ date: '2025-10-01T00:00:00Z', request_count: 3, quota: 1500.5, prompt_tokens: 10, completion_tokens: 20, request_time: 12.5 }],
    page: 1,
    size: 10,
    total_count: 1,
  });
  t.equal(page.data[0]?.quota, 1500.5);
});

t.test("dates written in words follow each language option's date locale (spec §3), not its number format", async (t) => {
  for (const language of LANGUAGES) {
    const { dateLocale } = LANGUAGE_OPTIONS[language];
    t.ok(dateLocale, `${language} has a date locale`);
    t.equal(
      formatBillMonth('2025-10-01', language),
      new Intl.DateTimeFormat(dateLocale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 9, 1)),
    );
    t.equal(
      shortDay('2025-11-21', language),
      new Intl.DateTimeFormat(dateLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2025, 10, 21)),
    );
  }
  t.equal(formatBillMonth('2025-10-01', 'zh-HK'), '2025年10月');
  t.equal(shortDay('2025-11-21', 'en'), 'Nov 21');
});
