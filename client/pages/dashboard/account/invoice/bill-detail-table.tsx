import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailRow, InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { formatSeconds } from './invoice-format.ts';

const COLUMNS = ['model', 'requests', 'promptTokens', 'completionTokens', 'time', 'quota'] as const;

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

function FigureCells({ figures, site }: { figures: Figures; site: SiteInfo }) {
  const { i18n } = useTranslation();
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  // In the columns' order; `data-figure` is what the tests and styles find a cell by.
  const cells = [
    ['requests', formatNumber(figures.request_count, i18n.language)],
    ['prompt', formatNumber(figures.prompt_tokens, i18n.language)],
    ['completion', formatNumber(figures.completion_tokens, i18n.language)],
    ['time', formatSeconds(figures.request_time, i18n.language)],
    ['quota', formatUsage(figures.quota, money)],
  ] as const;
  return cells.map(([figure, text]) => (
    <TableCell key={figure} align="right" data-figure={figure}>
      {text}
    </TableCell>
  ));
}

/** A month's bill per model, with the month's totals in the footer. */
export function BillDetailTable({ rows, site, label }: { rows: readonly InvoiceDetailRow[]; site: SiteInfo; label: string }) {
  const { t } = useTranslation('invoice');
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid="invoice-detail-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'model' ? 'left' : 'right'}>
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="invoice-detail-empty">
              {t('detail.empty')}
            </EmptyRow>
          ) : null}
          {rows.map((row) => (
            <TableRow key={row.model_name} data-testid="invoice-detail-row" data-model={row.model_name}>
              <TableCell component="th" scope="row">
                {row.model_name}
              </TableCell>
              <FigureCells figures={row} site={site} />
            </TableRow>
          ))}
        </TableBody>
        {rows.length > 0 ? (
          <TableFooter>
            <TableRow data-testid="invoice-detail-total">
              <TableCell component="th" scope="row">
                {t('detail.total')}
              </TableCell>
              <FigureCells figures={totalsOf(rows)} site={site} />
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
