import { numberFormat } from '#shared/format/intl-cache.ts';

/**
 * Stands in for MUI's `locale/utils/buildFormatNumber` (scripts/mui-locale-numbers.ts swaps it
 * in at build time): the Chinese locale packs the theme imports (zh-CN, zh-HK) each build an
 * Intl.NumberFormat as their module is evaluated, ICU set-ups before the page can hydrate
 * (65–87 ms on the bench's slow phone) for a formatter only MUI's own table-pager text would
 * call (the console's pagers use their own i18n keys). This one takes the shared formatter on
 * that first call; the packs' texts are unchanged.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  return (value) => (Number.isFinite(value) ? numberFormat(locale).format(value) : String(value));
}
