import { languageOption } from '#shared/i18n/settings.ts';
import { dateTimeFormat } from '#shared/format/intl-cache.ts';

/**
 * A gateway day ("YYYY-MM-DD", UTC) as the language writes a short date ("Nov 21", "11月21日").
 * The zone is fixed to UTC, the zone the day was cut in, so server and browser agree.
 */
export function shortDay(day: string, language: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  const locale = languageOption(language).dateLocale;
  const date = new Date(time);
  const plain = PLAIN_SHORT_DAYS[locale]?.(date.getUTCMonth(), date.getUTCDate());
  return plain ?? dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const chineseShortDay = (month: number, day: number) => `${month + 1}月${day}日`;

/**
 * The short dates of the three languages as Intl writes them (tests/unit/intl-free-formats.test.ts
 * holds them to it for every day of a year), written without Intl: the overview's first Intl
 * formatter would set up ICU's date data while the page hydrates (shared/format/plain-decimal.ts).
 */
const PLAIN_SHORT_DAYS: Readonly<Record<string, (month: number, day: number) => string>> = {
  'zh-CN': chineseShortDay,
  'zh-HK': chineseShortDay,
  en: (month, day) => `${EN_MONTHS[month] ?? ''} ${day}`,
};

/** A share of a whole as a percentage with one decimal at most ("12.5%"); 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
