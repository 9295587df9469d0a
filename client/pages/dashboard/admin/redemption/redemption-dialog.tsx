import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import type { RedemptionInput, RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { formatNumber } from '#shared/format/number.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { amountQuota, EMPTY_REDEMPTION_FORM, formToBody, redemptionFormSchema, redemptionToForm } from './redemption-form.ts';
import type { RedemptionForm } from './redemption-form.ts';
import { editOf } from '#client/forms/stored-record.ts';

interface RedemptionDialogProps {
  /** The code to edit, or null for a new batch. */
  code: Redemption | null;
  quotaPerUnit: number;
  /** The gateway has new-api's expiry (the double does; upstream one-hub does not). */
  withExpiry: boolean;
  /** Saves; answers the gateway's refusal (the form stays), or null when saved. */
  onSave(change: RedemptionInput | FormEdit<RedemptionUpdate>): Promise<string | null>;
  onClose(): void;
}

/**
 * A new batch (name, each code's value in US$, how many, an optional expiry) or the edit of one
 * code (name, value, expiry). The value shows the quota units the gateway will store.
 */
export function RedemptionDialog({ code, quotaPerUnit, withExpiry, onSave, onClose }: RedemptionDialogProps) {
  const { t, i18n } = useTranslation(['redemption', 'zod', 'zod_custom', 'error']);
  const timeZone = useTimeZone();
  const creating = code === null;
  const form = useForm<RedemptionForm>({
    resolver: zodResolver(redemptionFormSchema({ quotaPerUnit, timeZone, creating }), {
      error: pageErrorMap(t, 'redemption'),
    }),
    defaultValues: code ? redemptionToForm(code, quotaPerUnit, timeZone) : EMPTY_REDEMPTION_FORM,
  });
  const field = fieldBinder(form.control, t);
  const amount = useWatch({ control: form.control, name: 'amount' });
  const quota = amountQuota(amount, quotaPerUnit);

  const dialog = bindFormDialog(
    form,
    async (values) => {
      const context = { quotaPerUnit, timeZone, withExpiry };
      // The create and update bodies differ (formToBody's overloads): the branches stay apart.
      return onSave(
        code
          ? editOf(
              code,
              values,
              (stored) => redemptionToForm(stored, quotaPerUnit, timeZone),
              (form, stored) => formToBody(form, stored, context),
            )
          : formToBody(values, null, context),
      );
    },
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'redemption', creating, { id: code?.id })}
      testId="redemption-form"
      saveTestId="redemption-save"
    >
      <FormTextField {...field('name', 'redemption:form.name', 'redemption:form.nameHint')} />
      <Box sx={FORM_GRID_SX}>
        <FormTextField
          {...field('amount', 'redemption:form.amount')}
          inputMode="decimal"
          helperText={
            quota === null
              ? t('redemption:form.amountHint')
              : t('redemption:form.amountQuota', { quota: formatNumber(quota, i18n.language) })
          }
        />
        {creating ? <FormTextField {...field('count', 'redemption:form.count', 'redemption:form.countHint')} inputMode="numeric" /> : null}
      </Box>
      {withExpiry ? (
        <FormTextField {...field('expiry', 'redemption:form.expiry', 'redemption:form.expiryHint')} type="datetime-local" />
      ) : null}
    </FormDialog>
  );
}
