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
import { FormTextField } from '#client/forms/form-text-field.tsx';
import { FormSwitch } from '#client/forms/form-switch.tsx';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { EMPTY_GROUP_FORM, formToBody, groupFormSchema, groupToForm } from './group-form.ts';
import type { GroupForm } from './group-form.ts';

interface GroupDialogProps {
  /** The group to edit, or null to create one. */
  group: UserGroup | null;
  /** Saves; answers the gateway's refusal, or null when saved. */
  onSave(change: UserGroupInput | FormEdit<UserGroupUpdate>): Promise<string | null>;
  onClose(): void;
}

/** Create or edit a group; the symbol is set once, on creation. A refused save keeps the form and says why. */
export function GroupDialog({ group, onSave, onClose }: GroupDialogProps) {
  const { t, i18n } = useTranslation(['admin_group', 'zod', 'zod_custom', 'error']);
  const creating = group === null;
  const form = useForm<GroupForm>({
    resolver: zodResolver(groupFormSchema, { error: pageErrorMap(t, 'admin_group') }),
    defaultValues: group ? groupToForm(group) : EMPTY_GROUP_FORM,
  });
  const field = fieldBinder(form.control, t);
  const [ratio, promotion] = useWatch({ control: form.control, name: ['ratio', 'promotion'] });
  const ratioValue = Number(ratio.trim());
  const discount = ratio.trim() !== '' && Number.isFinite(ratioValue) ? formatDiscount(ratioValue, i18n.language) : '';

  const dialog = bindFormDialog(
    form,
    (values) =>
      onSave(group ? { before: formToBody(groupToForm(group), group), after: formToBody(values, group) } : formToBody(values, null)),
    onClose,
  );

  return (
    <FormDialog
      {...dialog}
      title={t(creating ? 'admin_group:form.createTitle' : 'admin_group:form.editTitle', { name: group?.name ?? '' })}
      submitLabel={t(creating ? 'admin_group:form.create' : 'admin_group:form.save')}
      cancelLabel={t('admin_group:form.cancel')}
      testId="group-form"
      saveTestId="group-save"
    >
      <Box sx={FORM_GRID_SX}>
        {creating ? (
          <FormTextField {...field('symbol', 'admin_group:form.symbol', 'admin_group:form.symbolHint')} />
        ) : (
          <Box sx={{ pb: 2.5 }} data-testid="group-symbol-fixed">
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('admin_group:form.symbol')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{group.symbol}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('admin_group:form.symbolFixed')}
            </Typography>
          </Box>
        )}
        <FormTextField {...field('name', 'admin_group:form.name')} />
        <FormTextField
          {...field('ratio', 'admin_group:form.ratio')}
          helperText={discount ? t('admin_group:form.ratioDiscount', { discount }) : t('admin_group:form.ratioHint')}
        />
        <FormTextField {...field('apiRate', 'admin_group:form.apiRate', 'admin_group:form.apiRateHint')} />
      </Box>
      <FormSwitch {...field('public', 'admin_group:form.public')} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('admin_group:form.publicHint')}
      </Typography>
      <FormSwitch {...field('promotion', 'admin_group:form.promotion')} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('admin_group:form.promotionHint')}
      </Typography>
      {promotion ? (
        <Box sx={FORM_GRID_SX}>
          <FormTextField {...field('min', 'admin_group:form.min')} />
          <FormTextField {...field('max', 'admin_group:form.max', 'admin_group:form.maxHint')} />
        </Box>
      ) : null}
      {creating ? <FormSwitch {...field('enable', 'admin_group:form.enable')} /> : null}
    </FormDialog>
  );
}
