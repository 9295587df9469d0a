import { useTranslation } from 'react-i18next';
import type { InvoiceDetailRow, InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { formatSeconds } from './invoice-format.ts';

type Figures = Omit<InvoiceMonth, 'date'>;

/** The month's totals: the sum of its model rows. */
export function totalsOf(rows: readonly InvoiceDetailRow[]): Figures {
  const totals: Figures = { request_count: 0, quota: 0, prompt_tokens: 0, completion_tokens: 0, request_time: 0 };
  for (const row of rows) {
    totals.request_count += row.request_count;
    totals.quota += row.quota;
    totals.prompt_tokens += row.prompt_tokens;
    totals.completion_tokens += row.completion_tokens;
    totals.request_time += row.request_time;
  }
  return totals;
}

/** A row of the table: a model's figures, or the month's totals (whose row header is "Total"). */
type BillRow = Figures & { name: string };

/** A month's bill per model, with the month's totals in the footer. */
export function BillDetailTable({ rows, site, label }: { rows: readonly InvoiceDetailRow[]; site: SiteInfo; label: string }) {
  const { t, i18n } = useTranslation('invoice');
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  // `data-figure` is what the tests and styles find a cell by.
  const figure = (id: string, header: string, text: (row: BillRow) => string): DataColumn<BillRow> => ({
    id,
    header: t(`columns.${header}`),
    align: 'right',
    cellData: { 'data-figure': id },
    cell: text,
  });
  const columns: DataColumn<BillRow>[] = [
    { id: 'model', header: t('columns.model'), rowHeader: true, cell: (row) => row.name },
    figure('requests', 'requests', (row) => formatNumber(row.request_count, i18n.language)),
    figure('prompt', 'promptTokens', (row) => formatNumber(row.prompt_tokens, i18n.language)),
    figure('completion', 'completionTokens', (row) => formatNumber(row.completion_tokens, i18n.language)),
    figure('time', 'time', (row) => formatSeconds(row.request_time, i18n.language)),
    figure('quota', 'quota', (row) => formatUsage(row.quota, money)),
  ];
  const models = rows.map((row) => ({ ...row, name: row.model_name }));
  return (
    <DataTable
      label={label}
      testId="invoice-detail-table"
      plain
      columns={columns}
      rows={models}
      rowId={(row) => row.name}
      rowProps={(row) => ({ 'data-testid': 'invoice-detail-row', 'data-model': row.name })}
      emptyTestId="invoice-detail-empty"
      emptyText={t('detail.empty')}
      {...(rows.length > 0
        ? { footer: { row: { ...totalsOf(rows), name: t('detail.total') }, props: { 'data-testid': 'invoice-detail-total' } } }
        : {})}
    />
  );
}
