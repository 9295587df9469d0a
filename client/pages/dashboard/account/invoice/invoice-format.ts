import { languageOption } from '#shared/i18n/settings.ts';
import { dateTimeFormat, numberFormat } from '#shared/format/intl-cache.ts';

const BILL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The `YYYY-MM-DD` a bill's month is named by in links and in the detail request: the bill's
 * own `date` cut to the day (upstream's date column may carry a time part), or null when it is
 * not a date at all.
 */
export function billDate(date: string): string | null {
  const match = BILL_DATE.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? match[0] : null;
}

/** A bill's month as the language writes it ("October 2025", "2025年10月"); UTC, so server and browser agree. */
export function formatBillMonth(date: string, language: string): string {
  const day = billDate(date);
  if (!day) return date;
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dateTimeFormat(languageOption(language).dateLocale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** Milliseconds of request time as seconds, two decimals, grouped ("1,234.50"). */
export function formatSeconds(ms: number, language: string): string {
  const locale = languageOption(language).numberFormat;
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.max(0, ms) / 1000);
}
