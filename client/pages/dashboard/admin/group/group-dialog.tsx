import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { UserGroupInput, UserGroupUpdate } from '#shared/api/schemas/group-admin.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { EMPTY_GROUP_FORM, formToBody, groupFormSchema, groupToForm } from './group-form.ts';
import type { GroupForm } from './group-form.ts';
import { editOf } from '#client/forms/stored-record.ts';

interface GroupDialogProps {
  /** The group to edit, or null to create one. */
  group: UserGroup | null;
  /** Saves; answers the gateway's refusal, or null when saved. */
  onSave(change: UserGroupInput | FormEdit<UserGroupUpdate>): Promise<string | null>;
  onClose(): void;
}

/** Create or edit a group; the symbol is set once, on creation. A refused save keeps the form and says why. */
export function GroupDialog({ group, onSave, onClose }: GroupDialogProps) {
  const { t, i18n } = useTranslation(['group', 'zod', 'zod_custom', 'error']);
  const creating = group === null;
  const form = useForm<GroupForm>({
    resolver: zodResolver(groupFormSchema, { error: pageErrorMap(t, 'group') }),
    defaultValues: group ? groupToForm(group) : EMPTY_GROUP_FORM,
  });
  const field = fieldBinder(form.control, t);
  const [ratio, promotion] = useWatch({ control: form.control, name: ['ratio', 'promotion'] });
  const ratioValue = Number(ratio.trim());
  const discount = ratio.trim() !== '' && Number.isFinite(ratioValue) ? formatDiscount(ratioValue, i18n.language) : '';

  const dialog = bindFormDialog(
    form,
    (values) => onSave(group ? editOf(group, values, groupToForm, (form, stored) => formToBody(form, stored)) : formToBody(values, null)),
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'group', creating, { name: group?.name ?? '' })}
      testId="group-form"
      saveTestId="group-save"
    >
      <Box sx={FORM_GRID_SX}>
        {creating ? (
          <FormTextField {...field('symbol', 'group:form.symbol', 'group:form.symbolHint')} />
        ) : (
          <Box sx={{ pb: 2.5 }} data-testid="group-symbol-fixed">
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('group:form.symbol')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{group.symbol}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('group:form.symbolFixed')}
            </Typography>
          </Box>
        )}
        <FormTextField {...field('name', 'group:form.name')} />
        <FormTextField
          {...field('ratio', 'group:form.ratio')}
          helperText={discount ? t('group:form.ratioDiscount', { discount }) : t('group:form.ratioHint')}
        />
        <FormTextField {...field('apiRate', 'group:form.apiRate', 'group:form.apiRateHint')} />
      </Box>
      <FormSwitch {...field('public', 'group:form.public')} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('group:form.publicHint')}
      </Typography>
      <FormSwitch {...field('promotion', 'group:form.promotion')} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('group:form.promotionHint')}
      </Typography>
      {promotion ? (
        <Box sx={FORM_GRID_SX}>
          <FormTextField {...field('min', 'group:form.min')} />
          <FormTextField {...field('max', 'group:form.max', 'group:form.maxHint')} />
        </Box>
      ) : null}
      {creating ? <FormSwitch {...field('enable', 'group:form.enable')} /> : null}
    </FormDialog>
  );
}
