import { formatLocaleNumber } from '#shared/format/number.ts';

/**
 * Stands in for MUI's `locale/utils/buildFormatNumber` (scripts/mui-numbers-on-use.ts swaps it
 * in at build time). MUI builds an Intl.NumberFormat as a module is evaluated: the Chinese
 * locale packs the theme imports (zh-CN, zh-HK) on every page, TablePagination (en-US) on every
 * list. The first sets up ICU's number data before the page can hydrate (60–80 ms on the
 * bench's slow phone), for a formatter only MUI's own pager text would call (the console's
 * pagers use their own i18n keys). This one writes nothing until asked, then as Intl's
 * default (up to three decimals) does: without Intl in the console's locales, else through
 * the shared formatter.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  return (value) => (Number.isFinite(value) ? formatLocaleNumber(value, locale, 3) : String(value));
}
