import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteePageSchema } from '#shared/api/schemas/inviter.ts';
import type { Inviter, InviteeOrderField, InviteePage } from '#shared/api/schemas/inviter.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { PagePager } from '#client/components/table/page-pager.tsx';
import { HeaderCell } from '#client/components/table/table-cells.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { nextSortOrder } from '#client/components/admin-kit/sort-order.ts';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

const SIZES = [10, 20, 50] as const;
type Column = 'username' | 'created_time' | 'topup_quota' | 'reward_quota';
const COLUMNS: readonly Column[] = ['username', 'created_time', 'topup_quota', 'reward_quota'];

type Loaded = { ok: true; page: InviteePage } | { ok: false; message: string } | null;

interface InviteesDialogProps {
  inviter: Inviter;
  money: QuotaDisplay;
  onClose(): void;
}

/**
 * The drill-down (a lazy module): everyone an inviter invited, with what each has topped up
 * and earned the inviter, paged and sorted by the gateway. The paging is the dialog's own; it
 * starts again each time the dialog opens.
 */
export function InviteesDialog({ inviter, money, onClose }: InviteesDialogProps) {
  const { t } = useTranslation(['inviter', 'table', 'error']);
  const timeZone = useTimeZone();
  const titleId = useId();
  const [query, setQuery] = useState({ page: 1, size: SIZES[0] as number, order: '' });
  const [loaded, setLoaded] = useState<Loaded>(null);
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };

  useEffect(() => {
    let current = true;
    const params = { page: query.page, size: query.size, order: query.order || undefined };
    browserApi()
      .get(`/api/inviter/${inviter.id}/invitees`, InviteePageSchema, params)
      .then(
        (page) => current && setLoaded({ ok: true, page }),
        (error: unknown) => current && setLoaded({ ok: false, message: errorMessage(error, t) }),
      );
    return () => {
      current = false;
    };
  }, [inviter.id, query, t]);

  const rows = loaded?.ok ? loaded.page.data : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('inviter:invitees.title', { name: inviter.username, count: inviter.aff_count })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <TableContainer>
          <Table size="small" aria-label={t('inviter:invitees.label', { name: inviter.username })} aria-busy={loaded === null}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <HeaderCell
                    key={column}
                    field={column satisfies InviteeOrderField}
                    order={query.order}
                    onSort={(field) => setQuery((latest) => ({ ...latest, page: 1, order: nextSortOrder(latest.order, field) }))}
                    align={column === 'topup_quota' || column === 'reward_quota' ? 'right' : 'left'}
                  >
                    {t(`inviter:invitees.columns.${column}`)}
                  </HeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded === null ? (
                <EmptyRow colSpan={COLUMNS.length} testId="invitees-loading">
                  {t('inviter:invitees.loading')}
                </EmptyRow>
              ) : null}
              {loaded && !loaded.ok ? (
                <EmptyRow colSpan={COLUMNS.length} error testId="invitees-failed">
                  {translateGatewayMessage(loaded.message, t)}
                </EmptyRow>
              ) : null}
              {loaded?.ok && rows.length === 0 ? (
                <EmptyRow colSpan={COLUMNS.length} testId="invitees-empty">
                  {t('inviter:invitees.empty')}
                </EmptyRow>
              ) : null}
              {rows.map((row) => (
                <TableRow key={`${row.user_id}:${row.username}`} data-testid="invitee-row" data-username={row.username}>
                  <TableCell>{row.user_id > 0 ? <UserLink id={row.user_id} label={row.username} /> : row.username}</TableCell>
                  <TableCell>{formatDateTime(row.created_time, timeZone)}</TableCell>
                  <TableCell align="right" data-testid="invitee-topup">
                    {formatQuota(row.topup_quota, status)}
                  </TableCell>
                  <TableCell align="right" data-testid="invitee-reward">
                    {formatQuota(row.reward_quota, status)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {loaded?.ok ? (
          <PagePager
            total={loaded.page.total_count}
            page={query.page}
            size={query.size}
            sizes={SIZES}
            onPage={(page) => setQuery((latest) => ({ ...latest, page }))}
            onSize={(size) => setQuery((latest) => ({ ...latest, page: 1, size }))}
            testId="invitees-pager"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('inviter:invitees.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
