import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ResetResultSchema } from '#shared/api/schemas/auth.ts';
import { trimStrings } from '#shared/format/trim.ts';
import { ResetFormSchema } from '#client/auth/form-schemas.ts';
import type { ResetForm } from '#client/auth/form-schemas.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { browserApi } from '#client/session/credentials.ts';
import { AuthFormHeader } from '#client/auth/auth-form-header.tsx';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';

/**
 * The reset link's target (`/user/reset?email=&token=`, also `/auth/session/update-password`):
 * posts `{email, token}`; the gateway sets a new password and this page shows it with a copy
 * button.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom', 'error']);
  const authPaths = useAuthPaths();
  const [params] = useSearchParams();
  const copy = useCopy();
  const [password, setPassword] = useState('');
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { email: params.get('email') ?? '', token: params.get('token') ?? '' },
  });
  const field = fieldBinder(form.control, t);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      setPassword(await browserApi().post('/api/user/reset', trimStrings(values), ResetResultSchema));
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });

  if (password) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h3" component="h1">
          {t('auth:resetConfirm.doneTitle')}
        </Typography>
        <Alert severity="success">{t('auth:resetConfirm.done')}</Alert>
        <Typography
          component="code"
          data-testid="new-password"
          sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 18, textAlign: 'center' }}
        >
          {password}
        </Typography>
        <Button variant="outlined" onClick={() => void copy(password, t('auth:resetConfirm.passwordName'))}>
          {t('auth:resetConfirm.copy')}
        </Button>
        <Button variant="contained" component={RouterLink} to={authPaths.signIn()}>
          {t('auth:resetConfirm.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <AuthFormHeader
        title={t('auth:resetConfirm.title')}
        description={t('auth:resetConfirm.description')}
        error={form.formState.errors.root?.message}
      />
      <FormTextField {...field('email', 'auth:fields.email')} type="email" autoComplete="email" />
      <FormTextField {...field('token', 'auth:fields.token')} autoComplete="one-time-code" />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth:resetConfirm.submit')}
      </Button>
      <Link component={RouterLink} to={pathOf('resetPassword')} variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:resetConfirm.again')}
      </Link>
    </Stack>
  );
}
