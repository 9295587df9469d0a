import { stringify } from 'csv-stringify/browser/esm/sync';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { CSV_FORMAT, safeCell } from '#shared/format/csv-cell.ts';
import { fileNamePart, fileStamp } from '#client/components/download/download-file.ts';

/** A batch just created: what was asked and the keys the gateway answered. */
export interface CreatedBatch {
  name: string;
  quota: number;
  /** Unix seconds; 0 = never. */
  expiredTime: number;
  keys: string[];
}

export interface CodesCsvLabels {
  /** Column titles: name, key, value, expiry. */
  header: [string, string, string, string];
  never: string;
}

/** The new codes as CSV text: one row per key, the value as the site shows money, the expiry in the console's zone. */
export function codesCsv(batch: CreatedBatch, labels: CodesCsvLabels, money: QuotaDisplay, timeZone: string): string {
  const value = formatQuota(batch.quota, { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency });
  const expiry = batch.expiredTime > 0 ? formatDateTime(batch.expiredTime, timeZone) : labels.never;
  return stringify([labels.header, ...batch.keys.map((key) => [safeCell(batch.name), key, value, expiry])], CSV_FORMAT);
}

/** `redemption-<name>-<YYYYMMDD-HHmmss>.csv`. */
export function codesCsvFileName(name: string, seconds: number, timeZone: string): string {
  return `redemption-${fileNamePart(name)}-${fileStamp(seconds, timeZone)}.csv`;
}
