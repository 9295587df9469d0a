import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AffHistoryPage } from '#shared/api/schemas/affiliate.ts';
import type { GatewayFailure } from '#shared/api/gateway-failure.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { PagePager } from '#client/components/table/page-pager.tsx';
import type { Money } from './transfer-card.tsx';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

/** The history as the loader settled it: a page, or why there is none. */
export type HistoryResult = { ok: true; page: AffHistoryPage } | { ok: false; failure: GatewayFailure };

interface HistoryCardProps {
  history: HistoryResult;
  money: Money;
  sizes: readonly number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

const COLUMNS = ['invitee', 'time', 'reward'] as const;

/**
 * Who signed up through the link and what each earned, newest first, paged by the gateway; a
 * gateway that says why a row exists also shows top-up rewards and an admin's adjustments (with
 * the admin's remark) as such. A
 * gateway without the history endpoint (upstream one-hub) says so in the table.
 */
export function HistoryCard({ history, money, sizes, onPage, onSize }: HistoryCardProps) {
  const { t } = useTranslation(['affiliate', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const rows = history.ok ? history.page.data : [];
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <SectionHeading title={t('affiliate:history.title')} caption={t('affiliate:history.caption')} />
      </CardContent>
      <TableContainer>
        <Table size="small" aria-label={t('affiliate:history.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'reward' ? 'right' : 'left'}>
                  {t(`affiliate:history.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!history.ok ? (
              <EmptyRow colSpan={COLUMNS.length} error={history.failure.kind !== 'unsupported'} testId="affiliate-history-unavailable">
                {history.failure.kind === 'unsupported'
                  ? t('affiliate:history.unsupported')
                  : t('affiliate:history.failed', { message: history.failure.message })}
              </EmptyRow>
            ) : null}
            {history.ok && rows.length === 0 ? (
              <EmptyRow colSpan={COLUMNS.length} testId="affiliate-history-empty">
                {t('affiliate:history.empty')}
              </EmptyRow>
            ) : null}
            {rows.map((row, index) => (
              <TableRow key={row.id ?? `${row.created_time}-${index}`} data-testid="affiliate-history-row">
                <TableCell data-testid="affiliate-history-invitee">
                  {row.kind === 'adjust'
                    ? t('affiliate:history.adjusted', { remark: row.remark ?? '' })
                    : row.kind === 'topup'
                      ? t('affiliate:history.topUp', { name: row.invitee_username })
                      : row.invitee_username}
                </TableCell>
                <TableCell>{formatDateTime(row.created_time, timeZone)}</TableCell>
                <TableCell align="right">{formatQuota(row.reward_quota, status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {history.ok ? (
        <PagePager
          total={history.page.total_count}
          page={history.page.page}
          size={history.page.size}
          sizes={sizes}
          onPage={onPage}
          onSize={onSize}
          testId="affiliate-history-pager"
        />
      ) : null}
    </Card>
  );
}
