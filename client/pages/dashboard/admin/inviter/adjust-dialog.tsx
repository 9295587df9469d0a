import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Inviter } from '#shared/api/schemas/inviter.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { amountAsQuota } from '#client/forms/quota-form-schema.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { adjustFormSchema } from './adjust-form.ts';
import type { AdjustForm } from './adjust-form.ts';

interface AdjustDialogProps {
  inviter: Inviter;
  money: QuotaDisplay;
  /** Sends the adjustment; answers the gateway's refusal, or null when done. */
  onAdjust(inviter: Inviter, quota: number, remark: string): Promise<string | null>;
  onClose(): void;
}

/**
 * Adds to or takes from an inviter's pending rewards (a lazy module): a signed amount in $,
 * shown against what is pending now with what it leads to, and the reason, which the inviter
 * sees in their reward history and the audit log keeps.
 */
export function AdjustDialog({ inviter, money, onAdjust, onClose }: AdjustDialogProps) {
  const { t } = useTranslation(['inviter', 'zod', 'zod_custom', 'error']);
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const form = useForm<AdjustForm>({
    resolver: zodResolver(adjustFormSchema({ pending: inviter.aff_quota, quotaPerUnit: money.quotaPerUnit }), {
      error: pageErrorMap(t, 'inviter'),
    }),
    defaultValues: { amount: '', remark: '' },
  });
  const field = fieldBinder(form.control, t);
  const amount = useWatch({ control: form.control, name: 'amount' });
  const delta = amountAsQuota(amount, money.quotaPerUnit);

  const dialog = bindFormDialog(
    form,
    async (values) => {
      const quota = amountAsQuota(values.amount, money.quotaPerUnit);
      if (quota === null) return false;
      return onAdjust(inviter, quota, values.remark.trim());
    },
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      title={t('inviter:adjust.title', { name: inviter.username })}
      submitLabel={t('inviter:adjust.submit')}
      cancelLabel={t('inviter:adjust.cancel')}
      testId="inviter-adjust-form"
      saveTestId="inviter-adjust-save"
    >
      <Stack spacing={2}>
        <DialogContentText data-testid="inviter-adjust-pending">
          {t('inviter:adjust.pending', { amount: formatQuota(inviter.aff_quota, status) })}
        </DialogContentText>
        <FormTextField
          {...field('amount', 'inviter:adjust.amount', 'inviter:adjust.amountHint')}
          autoComplete="off"
          autoFocus
          inputMode="decimal"
        />
        {delta !== null && delta !== 0 ? (
          <Typography
            variant="body2"
            data-testid="inviter-adjust-after"
            sx={{ color: inviter.aff_quota + delta < 0 ? 'error.main' : 'text.secondary' }}
          >
            {t('inviter:adjust.after', { amount: formatQuota(inviter.aff_quota + delta, status) })}
          </Typography>
        ) : null}
        <FormTextField {...field('remark', 'inviter:adjust.remark', 'inviter:adjust.remarkHint')} multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
