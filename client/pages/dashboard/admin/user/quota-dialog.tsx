import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api/schemas/user-admin.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatBalance } from '#shared/format/quota.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { amountAsQuota, quotaFormSchema } from '#client/forms/quota-form-schema.ts';
import type { QuotaForm } from '#client/forms/quota-form-schema.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { userErrorMap } from './user-form-schema.ts';
import type { useUserMutations } from './use-user-mutations.ts';

interface QuotaDialogProps {
  user: AdminUser;
  quotaPerUnit: number;
  mutations: Pick<ReturnType<typeof useUserMutations>, 'changeQuota'>;
  onClose(): void;
}

/**
 * Adds to or deducts from a user's balance: a signed amount in $ (converted to quota units as
 * the gateway counts them), shown against the current balance with the balance it leads to,
 * and a remark that goes into the user's log. A result below zero is refused here, as the
 * gateway would.
 */
export function QuotaDialog({ user, quotaPerUnit, mutations, onClose }: QuotaDialogProps) {
  const { t, i18n } = useTranslation(['user', 'zod', 'zod_custom', 'error']);
  const balanceText = formatBalance(user.quota, quotaPerUnit);
  const form = useForm<QuotaForm>({
    resolver: zodResolver(quotaFormSchema({ balance: user.quota, quotaPerUnit, balanceText }), { error: userErrorMap(t) }),
    defaultValues: { amount: '', remark: '' },
    mode: 'onChange',
  });
  const field = fieldBinder(form.control, t);
  const amount = useWatch({ control: form.control, name: 'amount' });
  const delta = amountAsQuota(amount, quotaPerUnit);

  const dialog = bindFormDialog(
    form,
    async (values) => {
      const quota = amountAsQuota(values.amount, quotaPerUnit);
      if (quota === null) return false;
      return mutations.changeQuota(user, quota, values.remark.trim());
    },
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      title={t('user:quota.title', { name: user.username })}
      submitLabel={t('user:quota.submit')}
      cancelLabel={t('user:form.cancel')}
    >
      <Stack spacing={2.5}>
        <DialogContentText data-testid="quota-current">{t('user:quota.current', { balance: balanceText })}</DialogContentText>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              autoFocus
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('user:quota.amount')}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? t('user:quota.amountHint')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: {
                  startAdornment: <InputAdornment position="start">$</InputAdornment>,
                  endAdornment:
                    delta === null ? undefined : (
                      <InputAdornment position="end">{t('user:quota.units', { quota: formatNumber(delta, i18n.language) })}</InputAdornment>
                    ),
                },
              }}
            />
          )}
        />
        {delta !== null && delta !== 0 ? (
          <Typography variant="body2" data-testid="quota-after" sx={{ color: user.quota + delta < 0 ? 'error.main' : 'text.secondary' }}>
            {t('user:quota.after', { balance: formatBalance(user.quota + delta, quotaPerUnit) })}
          </Typography>
        ) : null}
        <FormTextField {...field('remark', 'user:quota.remark', 'user:quota.remarkHint')} />
      </Stack>
    </FormDialog>
  );
}
