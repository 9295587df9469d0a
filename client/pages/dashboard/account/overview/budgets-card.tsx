import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOf } from '#shared/route-paths.ts';
import { StatCard } from '#client/components/dashboard-cards/stat-card.tsx';
import { BUDGET_CELL_SX, BudgetCell } from '#client/components/budget/budget-cell.tsx';
import type { BudgetsState } from '#client/data/budgets.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** A key with a budget, as the overview's hydration data carries it: only what the card shows. */
export interface BudgetedKey {
  id: number;
  name: string;
  used_quota: number;
  remain_quota: number;
}

/** At most this many keys on the overview; the key list has them all. */
export const OVERVIEW_BUDGET_KEYS = 5;

const LIST_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  '& .budget-key': { typography: 'body2', fontWeight: 600, overflowWrap: 'anywhere', m: 0 },
  ...BUDGET_CELL_SX,
} as const;

/**
 * The user's keys with a budget: spent, left and the countdown of each (the key list has the
 * rest). Budgets off: no card. The store down: the card says so, the overview still renders.
 */
export function BudgetsCard({ budgets, keys, money }: { budgets: BudgetsState; keys: readonly BudgetedKey[]; money: QuotaDisplay }) {
  const { t } = useTranslation('budgets');
  if (budgets.kind === 'off') return null;
  return (
    <StatCard title={t('budgets:overview.title')} testId="overview-budgets">
      {budgets.kind === 'down' ? (
        <p role="status">{t('budgets:errors.storeDown')}</p>
      ) : keys.length === 0 ? (
        <p>{t('budgets:overview.empty')}</p>
      ) : (
        <Box component="ul" sx={LIST_SX}>
          {keys.map((key) => (
            <li key={key.id}>
              <p className="budget-key">{key.name}</p>
              <BudgetCell budgets={budgets} token={key} money={money} />
            </li>
          ))}
        </Box>
      )}
      <Button size="small" component={Link} to={pathOf('dashboard.key')} sx={{ mt: 1, alignSelf: 'flex-start' }}>
        {t('budgets:overview.more')}
      </Button>
    </StatCard>
  );
}
