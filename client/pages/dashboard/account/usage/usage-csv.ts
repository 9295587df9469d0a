import { stringify } from 'csv-stringify/browser/esm/sync';
import type { UsageReport } from '#shared/api/schemas/insight.ts';
import { CSV_FORMAT, safeCell } from '#shared/format/csv-cell.ts';
import { formatUsage } from '#shared/format/quota.ts';

/** A row's label as the table shows it: a row whose log names no group (an older gateway) says so. */
export function usageRowLabel(report: UsageReport, row: UsageReport['rows'][number], noGroup: string): string {
  return report.group === 'group' && row.label === '' ? noGroup : row.label;
}

/**
 * The rows the table shows, as CSV: the same labels (`labelOf`, the table's own), counts and spend (as the site shows money,
 * and the raw quota beside it, which sums exactly). Labels are names someone typed, defused.
 */
export function usageCsv(
  report: UsageReport,
  header: [string, string, string, string, string, string],
  status: { quota_per_unit: number; display_in_currency: boolean },
  labelOf: (row: UsageReport['rows'][number]) => string,
): string {
  const rows = report.rows.map((row) => [
    safeCell(labelOf(row)),
    String(row.requests),
    String(row.prompt_tokens),
    String(row.completion_tokens),
    formatUsage(row.quota, status),
    String(row.quota),
  ]);
  return stringify([header, ...rows], CSV_FORMAT);
}
