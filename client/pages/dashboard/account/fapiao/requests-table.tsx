import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Fapiao, FapiaoStatus } from '#shared/api/schemas/fapiao.ts';
import { fapiaoFileLink } from '#shared/fapiao/file-link.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import { formatMoney } from '#shared/billing/topup-math.ts';

const STATUS_COLOR = { pending: 'warning', issued: 'success', rejected: 'error' } as const satisfies Record<FapiaoStatus, string>;

/** What a row's actions do: the user's cancel, or the admin's issue and reject (pending rows only). */
export type RequestActions =
  { kind: 'mine'; onCancel(fapiao: Fapiao): void } | { kind: 'queue'; onReview(fapiao: Fapiao, as: 'issued' | 'rejected'): void };

/** The invoice number and its file (an https link, opened in a new tab without access to this page), or the rejection reason. */
function Outcome({ fapiao }: { fapiao: Fapiao }) {
  const { t } = useTranslation('fapiao');
  if (fapiao.status === 'rejected')
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }} data-testid="fapiao-reject-reason">
        {t('requests.reason', { reason: fapiao.remark })}
      </Typography>
    );
  if (fapiao.status !== 'issued') return <>—</>;
  const link = fapiaoFileLink(fapiao.file_url);
  return (
    <>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }} data-testid="fapiao-invoice-no">
        {fapiao.invoice_no}
      </Typography>
      {link ? (
        <Link href={link} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="fapiao-file-link">
          {t('requests.file')}
        </Link>
      ) : null}
    </>
  );
}

/** A page of fapiao requests: the user's own, or (admins) everyone's with who asked and the full title. */
export function RequestsTable({ rows, actions }: { rows: readonly Fapiao[]; actions: RequestActions }) {
  const { t } = useTranslation('fapiao');
  const timeZone = useTimeZone();
  const queue = actions.kind === 'queue';
  const columns = ['id', 'time', ...(queue ? ['user'] : []), 'title', 'amount', 'status', 'outcome', 'actions'];
  return (
    <TableContainer>
      <Table size="small" aria-label={t(queue ? 'queue.heading' : 'requests.heading')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'amount' || column === 'actions' ? 'right' : 'left'}>
                {t(`requests.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={columns.length} testId="fapiao-requests-empty">
              {t('requests.empty')}
            </EmptyRow>
          ) : null}
          {rows.map((fapiao) => (
            <TableRow key={fapiao.id} data-testid="fapiao-request-row" data-status={fapiao.status}>
              <TableCell>#{fapiao.id}</TableCell>
              <TableCell>{formatDateTime(fapiao.created_at, timeZone)}</TableCell>
              {queue ? <TableCell>{fapiao.username}</TableCell> : null}
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fapiao.title.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {[t(`type.${fapiao.title.fapiao_type}`), fapiao.title.tax_id, ...(queue ? [fapiao.title.email] : [])]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </TableCell>
              <TableCell align="right" data-testid="fapiao-request-amount">
                {formatMoney(fapiao.amount, fapiao.currency)}
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {t('requests.orders', { count: fapiao.order_ids.length })}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[fapiao.status]}
                  label={t(`status.${fapiao.status}`)}
                  data-testid="fapiao-status"
                />
              </TableCell>
              <TableCell>
                <Outcome fapiao={fapiao} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {fapiao.status === 'pending' && actions.kind === 'mine' ? (
                  <RowActionButton
                    icon="block"
                    danger
                    title={t('requests.cancel')}
                    label={t('requests.cancelLabel', { id: fapiao.id })}
                    onClick={() => actions.onCancel(fapiao)}
                    testId="fapiao-cancel"
                  />
                ) : null}
                {fapiao.status === 'pending' && actions.kind === 'queue' ? (
                  <>
                    <RowActionButton
                      icon="check"
                      title={t('queue.issue')}
                      label={t('queue.issueLabel', { id: fapiao.id })}
                      onClick={() => actions.onReview(fapiao, 'issued')}
                      testId="fapiao-issue"
                    />
                    <RowActionButton
                      icon="block"
                      danger
                      title={t('queue.reject')}
                      label={t('queue.rejectLabel', { id: fapiao.id })}
                      onClick={() => actions.onReview(fapiao, 'rejected')}
                      testId="fapiao-reject"
                    />
                  </>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
