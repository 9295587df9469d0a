import type { TFunction } from 'i18next';
import type { Budget } from '#shared/api/schemas/budgets.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { formatDateTime } from '#shared/format/date.ts';

/** What a key's budget cell says: spent in this window, left, and when it starts again. */
export interface BudgetText {
  spent: string;
  /** "left" while within the budget, "over" past it (a burst that ran past the limit). */
  left: string;
  resets: string;
  /** The reset time itself, in the reader's zone (the countdown's title). */
  resetsAt: string;
}

const MINUTE = 60_000;

/** `2 d 3 h`, `5 h 12 min` or `7 min` until `until` (at least a minute, counted up). */
export function countdown(t: TFunction, until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('budgets:countdown.days', { days, hours });
  if (hours > 0) return t('budgets:countdown.hours', { hours, minutes: minutes % 60 });
  return t('budgets:countdown.minutes', { minutes });
}

/**
 * The cell's texts for a key (its used and remaining quota now) and its budget. Spent is
 * used_quota since the window's reset (exact, refunds included); before the job has reset a new
 * window it is what the budget lost (budget − remaining). Left is what the gateway will still
 * let the key spend.
 */
export function budgetText(
  t: TFunction,
  budget: Budget,
  key: { used_quota: number; remain_quota: number },
  money: QuotaDisplay,
  now: number,
  timeZone: string,
): BudgetText {
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const resetDue = now >= budget.resets_at;
  const spent = budget.used_at_start !== null && !resetDue ? key.used_quota - budget.used_at_start : budget.amount - key.remain_quota;
  const over = spent - budget.amount;
  return {
    spent: t('budgets:cell.spent', { spent: formatUsage(Math.max(0, spent), status), amount: formatUsage(budget.amount, status) }),
    left:
      over > 0
        ? t('budgets:cell.over', { over: formatUsage(over, status) })
        : t('budgets:cell.left', { left: formatUsage(Math.max(0, key.remain_quota), status) }),
    resets:
      resetDue || budget.used_at_start === null
        ? t('budgets:cell.pending')
        : t('budgets:cell.resets', { countdown: countdown(t, budget.resets_at, now) }),
    resetsAt: t('budgets:cell.resetsAt', { time: formatDateTime(Math.floor(budget.resets_at / 1000), timeZone) }),
  };
}
