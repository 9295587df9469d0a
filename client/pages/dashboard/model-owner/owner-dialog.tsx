import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModelOwnedBy } from '../../../../shared/api/schemas/model.ts';
import { isIconUrl } from '../../../../shared/api/schemas/owner.ts';
import type { ModelOwnedByInput } from '../../../../shared/api/schemas/owner.ts';
import { pageErrorMap } from '../admin-common/form-checks.ts';
import { TextFieldFor } from '../admin-common/form-fields.tsx';
import { OwnerAvatar } from '../model-list/owner-avatar.tsx';
import { formToOwner, ownerFormSchema, ownerToForm } from './owner-form.ts';
import type { OwnerForm } from './owner-form.ts';

interface OwnerDialogProps {
  /** The owner to edit, or null to create one with `newId`. */
  owner: ModelOwnedBy | null;
  newId: number;
  onSave(body: ModelOwnedByInput, creating: boolean): Promise<string | null>;
  onClose(): void;
}

/** Create an owner (id above 1000) or rename one and change its icon, with a live icon preview. */
export function OwnerDialog({ owner, newId, onSave, onClose }: OwnerDialogProps) {
  const { t } = useTranslation(['admin_owner', 'zod', 'zod_custom', 'error']);
  const creating = owner === null;
  const form = useForm<OwnerForm>({
    resolver: zodResolver(ownerFormSchema(creating), { error: pageErrorMap(t, 'admin_owner') }),
    defaultValues: owner ? ownerToForm(owner) : { id: String(newId), name: '', icon: '' },
  });
  const [name, icon] = useWatch({ control: form.control, name: ['name', 'icon'] });
  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSave(formToOwner(values), creating);
    if (refusal) form.setError('root', { message: refusal });
    else onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="owner-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="owner-form">
        <DialogTitle id="owner-dialog-title">
          {t(creating ? 'admin_owner:form.createTitle' : 'admin_owner:form.editTitle', { name: owner?.name ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          {form.formState.errors.root?.message ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          {creating ? (
            <TextFieldFor control={form.control} name="id" label={t('admin_owner:form.id')} helperText={t('admin_owner:form.idHint')} />
          ) : (
            <Box sx={{ pb: 2 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('admin_owner:form.id')}
              </Typography>
              <Typography>{owner.id}</Typography>
            </Box>
          )}
          <TextFieldFor control={form.control} name="name" label={t('admin_owner:form.name')} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1 }}>
              <TextFieldFor
                control={form.control}
                name="icon"
                label={t('admin_owner:form.icon')}
                helperText={t('admin_owner:form.iconHint')}
              />
            </Box>
            <Box sx={{ pt: 1 }} aria-hidden data-testid="owner-icon-preview">
              <OwnerAvatar name={name || '?'} icon={isIconUrl(icon.trim()) ? icon.trim() : ''} size={40} />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin_owner:form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="owner-save">
            {t(creating ? 'admin_owner:form.create' : 'admin_owner:form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
