import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Token } from '#shared/api/schemas/key.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { CSV_FORMAT, safeCell } from '#shared/format/csv-cell.ts';
import { fileNamePart, fileStamp } from '#client/components/download/download-file.ts';

export interface KeysCsvLabels {
  /** Column titles: name, key, quota, expiry, group. */
  header: [string, string, string, string, string];
  unlimited: string;
  never: string;
  followGroup: string;
}

/**
 * The created keys as CSV text: one row per key with the full `sk-` key, the quota as the site
 * shows money, the expiry in the console's zone and the group symbol. The name and the group are
 * text someone typed, defused like every export's (a name `=HYPERLINK(…)` stays text).
 */
export function keysCsv(tokens: readonly Token[], labels: KeysCsvLabels, money: QuotaDisplay, timeZone: string): string {
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const rows = tokens.map((token) => [
    safeCell(token.name),
    `sk-${token.key}`,
    token.unlimited_quota ? labels.unlimited : formatQuota(token.remain_quota, status),
    token.expired_time === -1 ? labels.never : formatDateTime(token.expired_time, timeZone),
    token.group ? safeCell(token.group) : labels.followGroup,
  ]);
  return stringify([labels.header, ...rows], CSV_FORMAT);
}

/** `keys-<name>-<YYYYMMDD-HHmmss>.csv`, with characters file systems dislike replaced. */
export function keysCsvFileName(name: string, seconds: number, timeZone: string): string {
  return `keys-${fileNamePart(name)}-${fileStamp(seconds, timeZone)}.csv`;
}
