import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Budget } from '#shared/api/schemas/budgets.ts';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';
import { BUDGET_CELL_SX } from '#client/components/budget/budget-cell.tsx';
import { budgetText } from '#client/components/budget/budget-text.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';

/** A budget with its key as the gateway has it now (null: the key is gone or could not be read). */
export interface BudgetRow {
  budget: Budget;
  key: AdminKey | null;
}

interface BudgetsTableProps {
  rows: readonly BudgetRow[];
  money: QuotaDisplay;
  now: number;
}

/** Every key with a budget: the key and its owner, the window, the budget, spent, left and the next reset. */
export function BudgetsTable({ rows, money, now }: BudgetsTableProps) {
  const { t } = useTranslation('budgets');
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const text = (row: BudgetRow) => (row.key ? budgetText(t, row.budget, row.key, money, now, timeZone) : null);
  const columns: DataColumn<BudgetRow>[] = [
    {
      id: 'key',
      header: t('budgets:columns.key'),
      rowHeader: true,
      // Linked to the key in every user's keys, whose form edits its budget.
      cell: ({ budget, key }) =>
        key ? (
          <MuiLink component={Link} to={pathOf('dashboard.adminKeys', { query: { token_id: key.id } })}>
            {`${key.id} – ${key.name}`}
          </MuiLink>
        ) : (
          t('budgets:table.missingKey', { id: budget.token_id })
        ),
    },
    {
      id: 'owner',
      header: t('budgets:columns.owner'),
      cell: ({ budget, key }) => {
        const id = key?.user_id ?? budget.user_id;
        return <UserLink id={id} label={key?.owner_name ? `${id} – ${key.owner_name}` : String(id)} />;
      },
    },
    { id: 'period', header: t('budgets:columns.period'), cell: ({ budget }) => t(`budgets:period.${budget.period}`) },
    { id: 'amount', header: t('budgets:columns.amount'), cell: ({ budget }) => formatUsage(budget.amount, status) },
    { id: 'spent', header: t('budgets:columns.spent'), cell: (row) => text(row)?.spent ?? '—', testId: 'budget-spent' },
    { id: 'left', header: t('budgets:columns.left'), cell: (row) => text(row)?.left ?? '—', testId: 'budget-left' },
    {
      id: 'resets',
      header: t('budgets:columns.resets'),
      cell: (row) => {
        const texts = text(row);
        return texts ? (
          <>
            <span className="budget-line">{texts.resets}</span>
            <span className="budget-caption">{texts.resetsAt}</span>
          </>
        ) : (
          '—'
        );
      },
    },
    { id: 'zone', header: t('budgets:columns.zone'), cell: ({ budget }) => budget.time_zone },
  ];
  return (
    <DataTable
      label={t('budgets:table.label')}
      testId="budgets-table"
      columns={columns}
      rows={rows}
      rowId={(row) => row.budget.token_id}
      rowProps={(row) => ({ 'data-testid': 'budget-row', 'data-key-id': row.budget.token_id })}
      emptyText={t('budgets:table.empty')}
      sx={BUDGET_CELL_SX}
    />
  );
}
