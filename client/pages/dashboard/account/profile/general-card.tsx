import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { browserApi } from '#client/session/credentials.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { DisplayNameFormSchema, PasswordFormSchema } from './profile-schemas.ts';
import type { DisplayNameForm, PasswordForm } from './profile-schemas.ts';

const NAMESPACES = ['profile', 'auth', 'zod', 'zod_custom', 'error'] as const;

/** `PUT /api/user/self` with only the changed field (the gateway ignores the others). */
function updateSelf(body: { display_name: string } | { password: string }): Promise<unknown> {
  return browserApi().put('/api/user/self', body, z.unknown());
}

function DisplayNameForm({ displayName, onSaved }: { displayName: string; onSaved(): Promise<void> }) {
  const { t } = useTranslation(NAMESPACES);
  const toast = useToast();
  const form = useForm<DisplayNameForm>({
    resolver: zodResolver(DisplayNameFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { display_name: displayName },
  });
  const field = fieldBinder(form.control, t);
  const handleSubmit = form.handleSubmit(async ({ display_name }) => {
    try {
      await updateSelf({ display_name });
      toast.show(t('profile:general.saved'), { severity: 'success' });
      form.reset({ display_name });
      await onSaved();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)} data-testid="display-name-form">
      {form.formState.errors.root?.message ? <Alert severity="error">{form.formState.errors.root.message}</Alert> : null}
      <FormTextField {...field('display_name', 'profile:general.displayName', 'profile:general.displayNameHelp')} autoComplete="nickname" />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('profile:general.save')}
      </Button>
    </Stack>
  );
}

function PasswordChangeForm({ username, onSaved }: { username: string; onSaved(): Promise<void> }) {
  const { t } = useTranslation(NAMESPACES);
  const toast = useToast();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldBinder(form.control, t);
  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await updateSelf({ password });
      toast.show(t('profile:password.saved'), { severity: 'success' });
      form.reset({ password: '', confirmPassword: '' });
      await onSaved();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)} data-testid="password-form">
      {form.formState.errors.root?.message ? <Alert severity="error">{form.formState.errors.root.message}</Alert> : null}
      <FormTextField
        {...field('password', 'profile:password.new', 'auth:signup.passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField {...field('confirmPassword', 'profile:password.confirm')} type="password" autoComplete="new-password" />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('profile:password.save')}
      </Button>
      {/* Lets password managers file the new password under the right account (last: a hidden first child would shift the spacing). */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
    </Stack>
  );
}

/** General settings: display name, then a new password with its confirmation. */
export function GeneralCard({ username, displayName, onSaved }: { username: string; displayName: string; onSaved(): Promise<void> }) {
  const { t } = useTranslation('profile');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            {t('general.title')}
          </Typography>
          <DisplayNameForm displayName={displayName} onSaved={onSaved} />
          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('password.title')}
          </Typography>
          <PasswordChangeForm username={username} onSaved={onSaved} />
        </Stack>
      </CardContent>
    </Card>
  );
}
