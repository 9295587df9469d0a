import { useTranslation } from 'react-i18next';
import type { AffHistoryPage, AffHistoryRow } from '#shared/api/schemas/affiliate.ts';
import type { GatewayFailure } from '#shared/api/gateway-failure.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { PagePager } from '#client/components/table/page-pager.tsx';
import { TableCard } from '#client/components/table-card/table-card.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

/** The history as the loader settled it: a page, or why there is none. */
export type HistoryResult = { ok: true; page: AffHistoryPage } | { ok: false; failure: GatewayFailure };

interface HistoryCardProps {
  history: HistoryResult;
  money: QuotaDisplay;
  sizes: readonly number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

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
  const columns: DataColumn<AffHistoryRow>[] = [
    {
      id: 'invitee',
      header: t('affiliate:history.columns.invitee'),
      testId: 'affiliate-history-invitee',
      cell: (row) =>
        row.kind === 'adjust'
          ? t('affiliate:history.adjusted', { remark: row.remark ?? '' })
          : row.kind === 'topup'
            ? t('affiliate:history.topUp', { name: row.invitee_username })
            : row.invitee_username,
    },
    { id: 'time', header: t('affiliate:history.columns.time'), cell: (row) => formatDateTime(row.created_time, timeZone) },
    {
      id: 'reward',
      header: t('affiliate:history.columns.reward'),
      align: 'right',
      cell: (row) => formatQuota(row.reward_quota, status),
    },
  ];
  return (
    <TableCard title={t('affiliate:history.title')} caption={t('affiliate:history.caption')}>
      <DataTable
        label={t('affiliate:history.title')}
        plain
        columns={columns}
        rows={rows}
        // Upstream's rows may have no id: the time and place on the page tell them apart.
        rowId={(row, index) => row.id ?? `${row.created_time}-${index}`}
        rowProps={() => ({ 'data-testid': 'affiliate-history-row' })}
        {...(history.ok
          ? { emptyTestId: 'affiliate-history-empty', emptyText: t('affiliate:history.empty') }
          : {
              emptyTestId: 'affiliate-history-unavailable',
              emptyError: history.failure.kind !== 'unsupported',
              emptyText:
                history.failure.kind === 'unsupported'
                  ? t('affiliate:history.unsupported')
                  : t('affiliate:history.failed', { message: translateGatewayMessage(history.failure.message, t) }),
            })}
      />
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
    </TableCard>
  );
}
