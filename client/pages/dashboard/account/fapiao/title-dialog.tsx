import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FAPIAO_TITLE_KINDS, FAPIAO_TYPES } from '#shared/api/schemas/fapiao.ts';
import type { FapiaoTitle, FapiaoTitleInput, FapiaoTitleUpdate } from '#shared/api/schemas/fapiao.ts';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { EMPTY_TITLE_FORM, formToBody, titleFormSchema, titleToForm } from './title-form.ts';
import type { TitleForm } from './title-form.ts';

interface TitleDialogProps {
  /** The title to edit, or null to add one. */
  title: FapiaoTitle | null;
  /** Saves; answers the gateway's refusal, or null when saved. */
  onSave(body: FapiaoTitleInput | FapiaoTitleUpdate): Promise<string | null>;
  onClose(): void;
}

/**
 * Add or edit an invoice title: a person (name and e-mail) or a company (also its unified
 * social credit code, and 普通 or 专用). A refused save keeps the form and says why.
 */
export function TitleDialog({ title, onSave, onClose }: TitleDialogProps) {
  const { t } = useTranslation(['fapiao', 'zod', 'zod_custom', 'error']);
  const form = useForm<TitleForm>({
    resolver: zodResolver(titleFormSchema, { error: pageErrorMap(t, 'fapiao') }),
    defaultValues: title ? titleToForm(title) : EMPTY_TITLE_FORM,
  });
  const field = fieldBinder(form.control, t);
  const kind = useWatch({ control: form.control, name: 'kind' });

  const dialog = bindFormDialog(form, (values) => onSave(formToBody(values, title)), onClose);

  return (
    <FormDialog
      {...dialog}
      title={t(title ? 'fapiao:title.editTitle' : 'fapiao:title.createTitle')}
      submitLabel={t('fapiao:title.save')}
      cancelLabel={t('fapiao:common.cancel')}
      testId="fapiao-title-form"
      saveTestId="fapiao-title-save"
    >
      <Box sx={{ ...FORM_GRID_SX, mb: 2.5 }}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <ListFilter
              fullWidth
              name="kind"
              label={t('fapiao:title.kind')}
              value={field.value}
              options={FAPIAO_TITLE_KINDS.map((value) => ({ value, label: t(`fapiao:kind.${value}`) }))}
              onChange={(value) => {
                field.onChange(value);
                if (value === 'personal') form.setValue('fapiaoType', 'normal');
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="fapiaoType"
          render={({ field, fieldState }) => (
            <Box>
              <ListFilter
                fullWidth
                name="fapiaoType"
                label={t('fapiao:title.type')}
                value={field.value}
                // 专用 (special VAT) fapiao are for companies only.
                options={FAPIAO_TYPES.filter((value) => kind === 'company' || value === 'normal').map((value) => ({
                  value,
                  label: t(`fapiao:type.${value}`),
                }))}
                onChange={field.onChange}
              />
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Box>
          )}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="name"
        label={t(kind === 'company' ? 'fapiao:title.companyName' : 'fapiao:title.personName')}
      />
      {kind === 'company' ? <FormTextField {...field('taxId', 'fapiao:title.taxId', 'fapiao:title.taxIdHint')} /> : null}
      <FormTextField {...field('email', 'fapiao:title.email', 'fapiao:title.emailHint')} type="email" />
    </FormDialog>
  );
}
