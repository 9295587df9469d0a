import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { formatNumber } from '#shared/format/number.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import type { KeyForm } from './key-form-schema.ts';
import { fieldToQuota } from './key-form-values.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface SectionProps {
  control: Control<KeyForm>;
}

/** Name, batch count (creating only), expiry, quota. */
export function KeyFormBasic({
  control,
  money,
  creating,
  onExpiryNeeded,
}: SectionProps & { money: QuotaDisplay; creating: boolean; onExpiryNeeded(): void }) {
  const { t, i18n } = useTranslation(['key', 'budgets']);
  const field = fieldBinder(control, t);
  const [neverExpires, unlimited, quota, budgetPeriod] = useWatch({
    control,
    name: ['neverExpires', 'unlimited', 'quota', 'budgetPeriod'],
  });
  const quotaHint =
    money.displayInCurrency && quota.trim() !== ''
      ? t('form.quotaEquals', { quota: formatNumber(fieldToQuota(quota, money), i18n.language) })
      : t('form.quotaNote');
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: creating ? 8 : 12 }}>
        <FormTextField {...field('name', 'form.name')} autoFocus />
      </Grid>
      {creating ? (
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField {...field('count', 'form.count', 'form.countHint')} inputMode="numeric" />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSwitch {...field('neverExpires', 'form.neverExpires')} onToggle={(never) => never || onExpiryNeeded()} />
        {neverExpires ? null : <FormTextField {...field('expiresAt', 'form.expiresAt')} type="datetime-local" />}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {budgetPeriod !== '' ? (
          // A budget sets the remaining quota at every window start: a value typed here would not last.
          <Alert severity="info" data-testid="key-quota-owned">
            {t('budgets:form.owned')}
          </Alert>
        ) : (
          <FormSwitch {...field('unlimited', 'form.unlimited')} />
        )}
        {unlimited || budgetPeriod !== '' ? null : (
          <FormTextField
            control={control}
            name="quota"
            label={money.displayInCurrency ? t('form.quotaAmount') : t('form.quotaRaw')}
            inputMode="decimal"
            helperText={quotaHint}
          />
        )}
      </Grid>
    </Grid>
  );
}
