import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { isIconUrl } from '#shared/api/schemas/model-owner.ts';
import type { ModelOwnedByInput } from '#shared/api/schemas/model-owner.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { formToOwner, ownerFormSchema, ownerToForm } from './owner-form.ts';
import type { OwnerForm } from './owner-form.ts';
import { editOrCreate } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

interface OwnerDialogProps {
  /** The owner to edit, or null to create one with `newId`. */
  owner: ModelOwnedBy | null;
  newId: number;
  /** A new owner, or an edit (the untouched form's body and the saved one). */
  onSave(change: ModelOwnedByInput | FormEdit<ModelOwnedByInput>): Promise<string | null>;
  onClose(): void;
}

/** Create an owner (id above 1000) or rename one and change its icon, with a live icon preview. */
export function OwnerDialog({ owner, newId, onSave, onClose }: OwnerDialogProps) {
  const { t } = useTranslation(['model_owner', 'zod', 'zod_custom', 'error']);
  const creating = owner === null;
  const form = useForm<OwnerForm>({
    resolver: zodResolver(ownerFormSchema(creating), { error: pageErrorMap(t, 'model_owner') }),
    defaultValues: owner ? ownerToForm(owner) : { id: String(newId), name: '', icon: '' },
  });
  const field = fieldBinder(form.control, t);
  const [name, icon] = useWatch({ control: form.control, name: ['name', 'icon'] });
  const dialog = bindFormDialog(form, (values) => onSave(editOrCreate(owner, values, ownerToForm, formToOwner)), onClose);
  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'model_owner', creating, { name: owner?.name ?? '' })}
      testId="owner-form"
      saveTestId="owner-save"
    >
      {creating ? (
        <FormTextField {...field('id', 'model_owner:form.id', 'model_owner:form.idHint')} />
      ) : (
        <Box sx={{ pb: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('model_owner:form.id')}
          </Typography>
          <Typography>{owner.id}</Typography>
        </Box>
      )}
      <FormTextField {...field('name', 'model_owner:form.name')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <FormTextField {...field('icon', 'model_owner:form.icon', 'model_owner:form.iconHint')} />
        </Box>
        <Box sx={{ pt: 1 }} aria-hidden data-testid="owner-icon-preview">
          <OwnerAvatar name={name || '?'} icon={isIconUrl(icon.trim()) ? icon.trim() : ''} size={40} />
        </Box>
      </Stack>
    </FormDialog>
  );
}
