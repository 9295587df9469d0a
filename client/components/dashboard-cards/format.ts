import { languageOption } from '#shared/i18n/settings.ts';
import { dateTimeFormat } from '#shared/format/intl-cache.ts';

/**
 * A gateway day ("YYYY-MM-DD", UTC) as the language writes a short date ("Nov 21", "11月21日").
 * The zone is fixed to UTC, the zone the day was cut in, so server and browser agree.
 */
export function shortDay(day: string, language: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return dateTimeFormat(languageOption(language).dateLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}

/** A share of a whole as a percentage with one decimal at most ("12.5%"); 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
