import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { formatDecimal } from '#shared/format/price.ts';
import type { TFunction } from 'i18next';
import type { Log } from '#shared/api/schemas/log.ts';

/**
 * A row's quota as the site shows money: `$` with up to 6 decimals (a single call often costs
 * less than a cent, which 2 decimals would show as $0), else raw quota.
 */
export function formatLogQuota(quota: number, money: QuotaDisplay): string {
  return formatUsage(quota, { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency });
}

/** A price in dollars per unit as the site shows money (dollars in currency mode, else quota). */
export function formatLogPrice(dollars: number, money: QuotaDisplay): string {
  if (money.displayInCurrency) return `$${formatDecimal(dollars, 8)}`;
  return formatDecimal(dollars * money.quotaPerUnit, 4);
}

/** Milliseconds as seconds with 2 decimals (`1.25 s` is written by the caller). */
export function secondsOf(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(2);
}

/** A ratio without float noise: 0.8, 2.5, 0.0005. */
export function formatRatio(value: number): string {
  return formatDecimal(value, 6);
}

/** A consume row's duration in words: the seconds, the first response, streamed or not. */
export function durationText(row: Log, t: TFunction): string {
  const firstResponse = typeof row.metadata?.first_response === 'number' ? row.metadata.first_response : 0;
  return [
    t('log:row.seconds', { seconds: secondsOf(row.request_time) }),
    firstResponse > 0 ? t('log:row.firstResponse', { seconds: secondsOf(firstResponse) }) : '',
    row.is_stream ? t('log:row.stream') : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}
