import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUDGET_PERIODS } from '#shared/budgets/budget-window.ts';
import { formatNumber } from '#shared/format/number.ts';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import type { BudgetsState } from '#client/data/budgets.ts';
import type { KeyForm } from './key-form-schema.ts';
import { fieldToQuota } from './key-form-values.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface KeyFormBudgetProps {
  control: Control<KeyForm>;
  money: QuotaDisplay;
  budgets: BudgetsState;
  /** The zone the budget's windows start in (the owner's), shown in the note. */
  zone: string;
  /** An admin is told why budgets are off; a user only that they are. */
  isAdmin: boolean;
}

/**
 * The key's budget: none, or an amount per day, week or month (in the reader's currency when the
 * site shows money), with what it does at each window start and at the limit. Budgets off (no
 * admin token) or the store down: the section says so and offers nothing to change.
 */
export function KeyFormBudget({ control, money, budgets, zone, isAdmin }: KeyFormBudgetProps) {
  const { t, i18n } = useTranslation('budgets');
  const [period, amount] = useWatch({ control, name: ['budgetPeriod', 'budgetAmount'] });
  if (budgets.kind === 'off') {
    return isAdmin ? (
      <Alert severity="info" data-testid="key-budget-off">
        {t('budgets:form.offAdmin')}
      </Alert>
    ) : null;
  }
  if (budgets.kind === 'down')
    return (
      <Alert severity="warning" data-testid="key-budget-down">
        {t('budgets:form.storeDown')}
      </Alert>
    );
  const options = [
    { value: '', label: t('budgets:period.none') },
    ...BUDGET_PERIODS.map((value) => ({ value, label: t(`budgets:period.${value}`) })),
  ];
  const amountHint =
    money.displayInCurrency && amount.trim() !== ''
      ? t('budgets:form.amountEquals', { quota: formatNumber(fieldToQuota(amount, money), i18n.language) })
      : ' ';
  return (
    <section aria-labelledby="key-budget-heading" data-testid="key-budget-section">
      <Typography id="key-budget-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('budgets:form.section')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="budgetPeriod" label={t('budgets:form.period')} options={options} />
        </Grid>
        {period === '' ? null : (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="budgetAmount"
              label={money.displayInCurrency ? t('budgets:form.amount') : t('budgets:form.amountRaw')}
              inputMode="decimal"
              helperText={amountHint}
            />
          </Grid>
        )}
      </Grid>
      {period === '' ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="key-budget-note">
          {t('budgets:form.note', { zone })} {t('budgets:form.atLimit')}
        </Typography>
      )}
    </section>
  );
}
