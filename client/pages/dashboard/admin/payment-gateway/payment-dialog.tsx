import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CONFIG_FIELDS, PAYMENT_CURRENCIES, PAYMENT_TYPES } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentConfigField, PaymentGateway, PaymentGatewayInput } from '#shared/api/schemas/payment-gateway.ts';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { editOrCreate } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { CallbackPanel } from './callback-panel.tsx';
import { emptyPaymentForm, formToBody, gatewayToForm, paymentFormSchema, switchType } from './payment-form.ts';
import type { PaymentForm } from './payment-form.ts';

interface PaymentDialogProps {
  /** The gateway to edit, or null to create one. */
  gateway: PaymentGateway | null;
  /** ServerAddress from `/api/status`, for the callback URL. */
  serverAddress: string;
  /** Saves; answers the gateway's refusal, or null when saved. */
  /** A new gateway, or an edit (the untouched form's body and the saved one). */
  onSave(change: PaymentGatewayInput | FormEdit<PaymentGatewayInput>): Promise<string | null>;
  onClose(): void;
}

const SELECT_BOX_SX = { pb: 2.5 } as const;

/** One per-type config field: a text, a write-only secret, or a choice. */
function ConfigField({ control, field, creating }: { control: Control<PaymentForm>; field: PaymentConfigField; creating: boolean }) {
  const { t } = useTranslation('payment_gateway');
  const label = t(`config.${field.key}`);
  if (field.kind === 'choice')
    return (
      <Box sx={SELECT_BOX_SX}>
        <Controller
          control={control}
          name={`config.${field.key}`}
          render={({ field: input }) => (
            <ListFilter
              fullWidth
              name={input.name}
              label={label}
              value={typeof input.value === 'string' ? input.value : ''}
              // '' is the provider's own checkout page (epay's 收银台).
              options={(field.options ?? []).map((option) => ({ value: option, label: option === '' ? t('config.cashier') : option }))}
              onChange={input.onChange}
            />
          )}
        />
      </Box>
    );
  return (
    <FormTextField
      control={control}
      name={`config.${field.key}`}
      label={label}
      autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
      {...(field.kind === 'secret' ? { type: 'password', helperText: t(creating ? 'form.secretHint' : 'form.secretKeep') } : {})}
    />
  );
}

/**
 * Create or edit a payment gateway: the common fields, then the chosen type's configuration as
 * form fields (`PAYMENT_CONFIG_FIELDS`), secrets write-only (empty on edit keeps the stored
 * one). The uuid and the callback URL to paste at the provider are shown with a copy button.
 */
export function PaymentDialog({ gateway, serverAddress, onSave, onClose }: PaymentDialogProps) {
  const { t } = useTranslation(['payment_gateway', 'zod', 'zod_custom', 'error']);
  const creating = gateway === null;
  const form = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema(creating), { error: pageErrorMap(t, 'payment_gateway') }),
    defaultValues: gateway ? gatewayToForm(gateway) : emptyPaymentForm(),
  });
  const field = fieldBinder(form.control, t);
  const type = useWatch({ control: form.control, name: 'type' });
  const notifyDomain = useWatch({ control: form.control, name: 'notifyDomain' });

  const dialog = bindFormDialog(form, (values) => onSave(editOrCreate(gateway, values, gatewayToForm, formToBody)), onClose);

  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'payment_gateway', creating, { name: gateway?.name ?? '' })}
      maxWidth="md"
      testId="payment-form"
      saveTestId="payment-save"
    >
      <CallbackPanel uuid={gateway?.uuid ?? null} notifyDomain={notifyDomain} serverAddress={serverAddress} />
      <Box sx={FORM_GRID_SX}>
        <Box sx={SELECT_BOX_SX}>
          <FormSelect
            {...field('type', 'payment_gateway:form.type')}
            options={PAYMENT_TYPES.map((value) => ({ value, label: t(`payment_gateway:types.${value}`) }))}
            onChoose={(value, set) => {
              const next = PAYMENT_TYPES.find((candidate) => candidate === value) ?? 'epay';
              form.setValue('config', switchType(form.getValues(), next));
              set(next);
            }}
          />
        </Box>
        <FormTextField {...field('name', 'payment_gateway:form.name')} autoComplete="off" />
        <FormTextField {...field('icon', 'payment_gateway:form.icon')} placeholder="https://" />
        <FormTextField
          {...field('notifyDomain', 'payment_gateway:form.notifyDomain', 'payment_gateway:form.notifyDomainHint')}
          placeholder={serverAddress || 'https://'}
        />
        <FormTextField {...field('fixedFee', 'payment_gateway:form.fixedFee', 'payment_gateway:form.fixedFeeHint')} inputMode="decimal" />
        <FormTextField
          {...field('percentFee', 'payment_gateway:form.percentFee', 'payment_gateway:form.percentFeeHint')}
          inputMode="decimal"
        />
        <Box sx={SELECT_BOX_SX}>
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <ListFilter
                fullWidth
                name={field.name}
                label={t('payment_gateway:form.currency')}
                value={field.value}
                options={PAYMENT_CURRENCIES.map((value) => ({ value, label: value }))}
                onChange={field.onChange}
              />
            )}
          />
        </Box>
        <FormTextField {...field('sort', 'payment_gateway:form.sort')} inputMode="numeric" />
      </Box>
      <FormSwitch {...field('enable', 'payment_gateway:form.enable')} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('payment_gateway:form.configTitle', { type: t(`payment_gateway:types.${type}`) })}
      </Typography>
      <Box sx={FORM_GRID_SX} data-testid="payment-config" data-type={type}>
        {PAYMENT_CONFIG_FIELDS[type].map((field) => (
          <ConfigField key={`${type}.${field.key}`} control={form.control} field={field} creating={creating} />
        ))}
      </Box>
    </FormDialog>
  );
}
