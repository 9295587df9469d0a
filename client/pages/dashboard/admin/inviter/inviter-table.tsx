import { useTranslation } from 'react-i18next';
import type { Inviter, InviterOrderField } from '#shared/api/schemas/inviter.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

// Constant styles (one class for the whole column, README "Styles and page weight").
const CODE_SX = { fontFamily: 'monospace' } as const;

interface InviterTableProps {
  inviters: readonly Inviter[];
  order: string;
  money: QuotaDisplay;
  onSort(field: InviterOrderField): void;
  onInvitees(inviter: Inviter): void;
  onAdjust(inviter: Inviter): void;
}

/**
 * One page of inviters: the invite code, how many they invited, and their rewards pending,
 * transferred into the balance and earned in all, as money; each row opens the invitees or
 * the adjustment.
 */
export function InviterTable({ inviters, order, money, onSort, onInvitees, onAdjust }: InviterTableProps) {
  const { t, i18n } = useTranslation(['inviter', 'table']);
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const header = (id: string) => t(`inviter:columns.${id}`);
  const columns: DataColumn<Inviter, InviterOrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (inviter) => inviter.id },
    {
      id: 'username',
      header: header('username'),
      cell: (inviter) => (
        <>
          <UserLink id={inviter.id} label={inviter.username} />
          {inviter.display_name && inviter.display_name !== inviter.username ? ` (${inviter.display_name})` : null}
        </>
      ),
    },
    { id: 'aff_code', header: header('aff_code'), sx: CODE_SX, cell: (inviter) => inviter.aff_code },
    {
      id: 'aff_count',
      header: header('aff_count'),
      sortField: 'aff_count',
      align: 'right',
      testId: 'inviter-count',
      cell: (inviter) => formatNumber(inviter.aff_count, i18n.language),
    },
    {
      id: 'aff_quota',
      header: header('aff_quota'),
      sortField: 'aff_quota',
      align: 'right',
      testId: 'inviter-pending',
      cell: (inviter) => formatQuota(inviter.aff_quota, status),
    },
    {
      id: 'transferred_quota',
      header: header('transferred_quota'),
      sortField: 'transferred_quota',
      align: 'right',
      testId: 'inviter-transferred',
      cell: (inviter) => formatQuota(inviter.transferred_quota, status),
    },
    {
      id: 'aff_history_quota',
      header: header('aff_history_quota'),
      sortField: 'aff_history_quota',
      align: 'right',
      testId: 'inviter-earned',
      cell: (inviter) => formatQuota(inviter.aff_history_quota, status),
    },
    actionsColumn(header('actions'), [
      rowAction(
        'checklist',
        t('inviter:actions.invitees'),
        (inviter) => t('inviter:actions.inviteesNamed', { name: inviter.username }),
        onInvitees,
      ),
      rowAction('money', t('inviter:actions.adjust'), (inviter) => t('inviter:actions.adjustNamed', { name: inviter.username }), onAdjust),
    ]),
  ];
  return (
    <DataTable
      label={t('inviter:table.label')}
      columns={columns}
      rows={inviters}
      rowId={(inviter) => inviter.id}
      rowProps={(inviter) => ({ 'data-testid': 'inviter-row', 'data-username': inviter.username })}
      order={order}
      onSort={onSort}
      emptyTestId="inviter-empty"
    />
  );
}
