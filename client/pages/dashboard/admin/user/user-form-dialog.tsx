import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api/schemas/user-admin.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { userEditBody, userErrorMap, userFormSchema, userToForm } from './user-form-schema.ts';
import type { UserForm } from './user-form-schema.ts';
import type { useUserMutations } from './use-user-mutations.ts';

interface UserFormDialogProps {
  /** The user to edit, or null to create one. */
  user: AdminUser | null;
  groups: readonly string[];
  mutations: Pick<ReturnType<typeof useUserMutations>, 'create' | 'update'>;
  onClose(): void;
}

/**
 * Create a user (username, display name, password; the gateway puts them in the default
 * group) or edit one (also the group; an empty password keeps the old one). A refused save
 * keeps what was typed and shows the gateway's reason.
 */
export function UserFormDialog({ user, groups, mutations, onClose }: UserFormDialogProps) {
  const { t } = useTranslation(['user', 'zod', 'zod_custom', 'error']);
  const creating = user === null;
  const form = useForm<UserForm>({
    resolver: zodResolver(userFormSchema({ creating, groupRequired: groups.length > 0 }), { error: userErrorMap(t) }),
    defaultValues: userToForm(user),
  });
  const field = fieldBinder(form.control, t);

  const dialog = bindFormDialog(
    form,
    async (values) => {
      const username = values.username.trim();
      const displayName = values.displayName.trim();
      return user
        ? mutations.update({ before: userEditBody(user, userToForm(user)), after: userEditBody(user, values) })
        : mutations.create({ username, password: values.password, ...(displayName ? { display_name: displayName } : {}) });
    },
    onClose,
  );

  // A group the gateway no longer lists (disabled since) stays choosable as it is.
  const choices = user && user.group !== '' && !groups.includes(user.group) ? [user.group, ...groups] : groups;

  return (
    <FormDialog {...dialog} {...recordDialogTexts(t, 'user', creating)}>
      <Stack spacing={2.5}>
        <FormTextField {...field('username', 'user:form.username')} autoComplete="off" autoFocus />
        <FormTextField {...field('displayName', 'user:form.displayName')} autoComplete="off" />
        <FormTextField
          {...field('password', 'user:form.password')}
          type="password"
          autoComplete="new-password"
          helperText={creating ? t('user:form.passwordHint') : t('user:form.passwordKeep')}
        />
        {creating ? null : (
          <Controller
            control={form.control}
            name="group"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                label={t('user:form.group')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? (groups.length === 0 ? t('user:form.noGroups') : undefined)}
                disabled={choices.length === 0}
              >
                {choices.map((group) => (
                  <MenuItem key={group} value={group}>
                    {group}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        {creating ? (
          <Alert severity="info" variant="outlined">
            {t('user:form.createNote')}
          </Alert>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
