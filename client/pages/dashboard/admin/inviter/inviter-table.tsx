import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Inviter, InviterOrderField } from '#shared/api/schemas/inviter.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton } from '#client/components/table/table-cells.tsx';
import type { SiteMoney } from '#client/components/user-menu/user-menu.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

type Column = 'id' | 'username' | 'aff_code' | 'aff_count' | 'aff_quota' | 'transferred_quota' | 'aff_history_quota' | 'actions';
const COLUMNS: readonly Column[] = [
  'id',
  'username',
  'aff_code',
  'aff_count',
  'aff_quota',
  'transferred_quota',
  'aff_history_quota',
  'actions',
];
const SORTABLE: Partial<Record<Column, InviterOrderField>> = {
  id: 'id',
  aff_count: 'aff_count',
  aff_quota: 'aff_quota',
  transferred_quota: 'transferred_quota',
  aff_history_quota: 'aff_history_quota',
};
const NUMERIC = new Set<Column>(['aff_count', 'aff_quota', 'transferred_quota', 'aff_history_quota']);

// Constant styles (one class for the whole table, README "Styles and page weight").
const TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;

interface InviterTableProps {
  inviters: readonly Inviter[];
  order: string;
  money: SiteMoney;
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
  return (
    <TableContainer>
      <Table size="small" aria-label={t('inviter:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                align={column === 'actions' || NUMERIC.has(column) ? 'right' : 'left'}
              >
                {t(`inviter:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {inviters.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="inviter-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {inviters.map((inviter) => (
            <TableRow key={inviter.id} hover data-testid="inviter-row" data-username={inviter.username}>
              <TableCell>{inviter.id}</TableCell>
              <TableCell>
                <UserLink id={inviter.id} label={inviter.username} />
                {inviter.display_name && inviter.display_name !== inviter.username ? ` (${inviter.display_name})` : null}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{inviter.aff_code}</TableCell>
              <TableCell align="right" data-testid="inviter-count">
                {formatNumber(inviter.aff_count, i18n.language)}
              </TableCell>
              <TableCell align="right" data-testid="inviter-pending">
                {formatQuota(inviter.aff_quota, status)}
              </TableCell>
              <TableCell align="right" data-testid="inviter-transferred">
                {formatQuota(inviter.transferred_quota, status)}
              </TableCell>
              <TableCell align="right" data-testid="inviter-earned">
                {formatQuota(inviter.aff_history_quota, status)}
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  icon="checklist"
                  title={t('inviter:actions.invitees')}
                  label={t('inviter:actions.inviteesNamed', { name: inviter.username })}
                  onClick={() => onInvitees(inviter)}
                />
                <RowActionButton
                  icon="money"
                  title={t('inviter:actions.adjust')}
                  label={t('inviter:actions.adjustNamed', { name: inviter.username })}
                  onClick={() => onAdjust(inviter)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
