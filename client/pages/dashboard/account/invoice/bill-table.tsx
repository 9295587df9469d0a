import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { billDate, formatBillMonth, formatSeconds } from './invoice-format.ts';

// MUI's own cell spacing (not the admin lists' DATA_TABLE_SX).
const TABLE_SX = {} as const;

/** The user's monthly bills, one row per month, each with a link to its per-model detail. */
export function BillTable({ rows, site }: { rows: readonly InvoiceMonth[]; site: SiteInfo }) {
  const { t, i18n } = useTranslation(['invoice', 'table']);
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const number = (value: number) => formatNumber(value, i18n.language);
  const header = (id: string) => t(`invoice:columns.${id}`);
  const columns: DataColumn<InvoiceMonth>[] = [
    { id: 'month', header: header('month'), rowHeader: true, cell: (row) => formatBillMonth(row.date, i18n.language) },
    { id: 'requests', header: header('requests'), align: 'right', cell: (row) => number(row.request_count) },
    { id: 'promptTokens', header: header('promptTokens'), align: 'right', cell: (row) => number(row.prompt_tokens) },
    { id: 'completionTokens', header: header('completionTokens'), align: 'right', cell: (row) => number(row.completion_tokens) },
    { id: 'time', header: header('time'), align: 'right', cell: (row) => formatSeconds(row.request_time, i18n.language) },
    { id: 'quota', header: header('quota'), align: 'right', testId: 'invoice-quota', cell: (row) => formatUsage(row.quota, money) },
    {
      id: 'actions',
      header: header('actions'),
      align: 'right',
      cell: (row) => {
        const date = billDate(row.date);
        return date ? (
          <Button
            size="small"
            component={Link}
            to={pathOf('dashboard.invoice.detail', { params: { date } })}
            aria-label={t('invoice:list.detailOf', { month: formatBillMonth(row.date, i18n.language) })}
            data-testid="invoice-detail-link"
          >
            {t('invoice:list.detail')}
          </Button>
        ) : null;
      },
    },
  ];
  return (
    <DataTable
      label={t('invoice:list.title')}
      testId="invoice-table"
      columns={columns}
      rows={rows}
      rowId={(row) => row.date}
      rowProps={(row) => ({ 'data-testid': 'invoice-row', 'data-date': billDate(row.date) ?? row.date })}
      hover={false}
      emptyTestId="invoice-empty"
      emptyText={t('invoice:list.empty')}
      sx={TABLE_SX}
    />
  );
}
