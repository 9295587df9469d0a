import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { billDate, formatBillMonth, formatSeconds } from './invoice-format.ts';

const COLUMNS = ['month', 'requests', 'promptTokens', 'completionTokens', 'time', 'quota', 'actions'] as const;

/** The user's monthly bills, one row per month, each with a link to its per-model detail. */
export function BillTable({ rows, site }: { rows: readonly InvoiceMonth[]; site: SiteInfo }) {
  const { t, i18n } = useTranslation(['invoice', 'table']);
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoice:list.title')} data-testid="invoice-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'month' ? 'left' : 'right'}>
                {t(`invoice:columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="invoice-empty">
              {t('invoice:list.empty')}
            </EmptyRow>
          ) : null}
          {rows.map((row) => {
            const date = billDate(row.date);
            const month = formatBillMonth(row.date, i18n.language);
            return (
              <TableRow key={row.date} data-testid="invoice-row" data-date={date ?? row.date}>
                <TableCell component="th" scope="row">
                  {month}
                </TableCell>
                <TableCell align="right">{number(row.request_count)}</TableCell>
                <TableCell align="right">{number(row.prompt_tokens)}</TableCell>
                <TableCell align="right">{number(row.completion_tokens)}</TableCell>
                <TableCell align="right">{formatSeconds(row.request_time, i18n.language)}</TableCell>
                <TableCell align="right" data-testid="invoice-quota">
                  {formatUsage(row.quota, money)}
                </TableCell>
                <TableCell align="right">
                  {date ? (
                    <Button
                      size="small"
                      component={Link}
                      to={pathOf('dashboard.invoice.detail', { params: { date } })}
                      aria-label={t('invoice:list.detailOf', { month })}
                      data-testid="invoice-detail-link"
                    >
                      {t('invoice:list.detail')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
