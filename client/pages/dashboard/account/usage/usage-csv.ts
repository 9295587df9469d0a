import { stringify } from 'csv-stringify/browser/esm/sync';
import type { UsageReport } from '#shared/api/schemas/insight.ts';
import { CSV_FORMAT, safeCell } from '#shared/format/csv-cell.ts';
import { formatUsage } from '#shared/format/quota.ts';

/**
 * The rows the table shows, as CSV: the same labels, counts and spend (as the site shows money,
 * and the raw quota beside it, which sums exactly). Labels are names someone typed, defused.
 */
export function usageCsv(
  report: UsageReport,
  header: [string, string, string, string, string, string],
  status: { quota_per_unit: number; display_in_currency: boolean },
): string {
  const rows = report.rows.map((row) => [
    safeCell(row.label),
    String(row.requests),
    String(row.prompt_tokens),
    String(row.completion_tokens),
    formatUsage(row.quota, status),
    String(row.quota),
  ]);
  return stringify([header, ...rows], CSV_FORMAT);
}
