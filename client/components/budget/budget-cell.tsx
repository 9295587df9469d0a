import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/key.ts';
import type { BudgetsState } from '#client/data/budgets.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { budgetText } from './budget-text.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface BudgetCellProps {
  budgets: BudgetsState;
  token: Pick<Token, 'id' | 'used_quota' | 'remain_quota'>;
  money: QuotaDisplay;
}

/**
 * A key's budget in a list: spent of the budget, left (or how far over), and the countdown to
 * the next window (its exact time as the title). Plain elements: the list styles them once
 * (`.budget-line`, `.budget-caption`). "No budget" for a key without one; "unavailable" while
 * the store is down. Nothing when budgets are off (the list leaves the column out).
 */
export function BudgetCell({ budgets, token, money }: BudgetCellProps) {
  const { t } = useTranslation('budgets');
  const timeZone = useTimeZone();
  if (budgets.kind === 'off') return null;
  if (budgets.kind === 'down') return <span className="budget-caption">{t('budgets:cell.unavailable')}</span>;
  const budget = budgets.byToken[token.id];
  if (!budget) return <span className="budget-caption">{t('budgets:cell.none')}</span>;
  const text = budgetText(t, budget, token, money, budgets.now, timeZone);
  return (
    <span data-testid="key-budget">
      <span className="budget-line">
        {t(`budgets:periodShort.${budget.period}`)} · {text.spent}
      </span>
      <span className="budget-line">{text.left}</span>
      <span className="budget-caption" title={text.resetsAt}>
        {text.resets}
      </span>
    </span>
  );
}

/** The styles of BudgetCell's lines, for the list that holds the cells. */
export const BUDGET_CELL_SX = {
  '& .budget-line': { display: 'block', typography: 'body2', whiteSpace: 'nowrap' },
  '& .budget-caption': { display: 'block', typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' },
} as const;
