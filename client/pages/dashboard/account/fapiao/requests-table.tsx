import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Fapiao, FapiaoStatus } from '#shared/api/schemas/fapiao.ts';
import { fapiaoFileLink } from '#shared/fapiao/file-link.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { formatMoney } from '#shared/billing/topup-math.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const TITLE_SX = { fontWeight: 600 } as const;
const CAPTION_SX = { color: 'text.secondary', display: 'block' } as const;
const isPending = (fapiao: Fapiao) => fapiao.status === 'pending';
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
  const header = (id: string) => t(`requests.columns.${id}`);
  // Cancel, issue and reject all act on a pending request (the only kind that can still change),
  // named by its number in `<key>Label`.
  const pendingAction = (icon: ActionIconName, key: string, testId: string, onClick: (fapiao: Fapiao) => void, danger = false) =>
    rowAction(icon, t(key), (fapiao: Fapiao) => t(`${key}Label`, { id: fapiao.id }), onClick, { testId, shown: isPending, danger });
  const columns: DataColumn<Fapiao>[] = [
    { id: 'id', header: header('id'), cell: (fapiao) => <>#{fapiao.id}</> },
    { id: 'time', header: header('time'), cell: (fapiao) => formatDateTime(fapiao.created_at, timeZone) },
    ...(queue ? [{ id: 'user', header: header('user'), cell: (fapiao: Fapiao) => fapiao.username }] : []),
    {
      id: 'title',
      header: header('title'),
      cell: (fapiao) => (
        <>
          <Typography variant="body2" sx={TITLE_SX}>
            {fapiao.title.name}
          </Typography>
          <Typography variant="caption" sx={CAPTION_SX}>
            {[t(`type.${fapiao.title.fapiao_type}`), fapiao.title.tax_id, ...(queue ? [fapiao.title.email] : [])]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      id: 'amount',
      header: header('amount'),
      align: 'right',
      testId: 'fapiao-request-amount',
      cell: (fapiao) => (
        <>
          {formatMoney(fapiao.amount, fapiao.currency)}
          <Typography variant="caption" sx={CAPTION_SX}>
            {t('requests.orders', { count: fapiao.order_ids.length })}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: header('status'),
      cell: (fapiao) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[fapiao.status]}
          label={t(`status.${fapiao.status}`)}
          data-testid="fapiao-status"
        />
      ),
    },
    { id: 'outcome', header: header('outcome'), cell: (fapiao) => <Outcome fapiao={fapiao} /> },
    actionsColumn(
      header('actions'),
      actions.kind === 'mine'
        ? [pendingAction('block', 'requests.cancel', 'fapiao-cancel', actions.onCancel, true)]
        : [
            pendingAction('check', 'queue.issue', 'fapiao-issue', (fapiao) => actions.onReview(fapiao, 'issued')),
            pendingAction('block', 'queue.reject', 'fapiao-reject', (fapiao) => actions.onReview(fapiao, 'rejected'), true),
          ],
      { sx: NOWRAP },
    ),
  ];
  return (
    <DataTable
      label={t(queue ? 'queue.heading' : 'requests.heading')}
      columns={columns}
      rows={rows}
      rowId={(fapiao) => fapiao.id}
      rowProps={(fapiao) => ({ 'data-testid': 'fapiao-request-row', 'data-status': fapiao.status })}
      plain
      emptyTestId="fapiao-requests-empty"
      emptyText={t('requests.empty')}
    />
  );
}
