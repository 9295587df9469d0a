import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRouteLoaderData } from 'react-router';
import { z } from 'zod/mini';
import { turnstileQuery } from '#client/auth/auth-api.ts';
import { EmailFormSchema } from '#client/auth/form-schemas.ts';
import type { EmailForm } from '#client/auth/form-schemas.ts';
import { TurnstileWidget } from '#client/auth/turnstile.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { AUTH_LAYOUT_ID } from '#client/layouts/auth/auth-layout.tsx';
import type { AuthSite } from '#client/layouts/auth/auth-layout.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { AuthFormHeader } from '#client/auth/auth-form-header.tsx';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';

/** Forgot password: the gateway mails a reset link to the address. */
export function Component() {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom', 'error']);
  const authPaths = useAuthPaths();
  const site = useRouteLoaderData<AuthSite>(AUTH_LAYOUT_ID);
  const [turnstile, setTurnstile] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const form = useForm<EmailForm>({ resolver: zodResolver(EmailFormSchema, { error: zodErrorMap(t) }), defaultValues: { email: '' } });

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    if (site?.turnstile && !turnstile) return form.setError('root', { message: t('auth:turnstile.required') });
    try {
      await browserApi().get('/api/reset_password', z.unknown(), { email, ...turnstileQuery(turnstile) });
      setSentTo(email);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  const field = fieldBinder(form.control, t);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <AuthFormHeader title={t('auth:reset.title')} description={t('auth:reset.description')} error={form.formState.errors.root?.message} />
      {sentTo ? <Alert severity="success">{t('auth:reset.sent', { email: sentTo })}</Alert> : null}
      <FormTextField {...field('email', 'auth:fields.email')} type="email" autoComplete="email" autoFocus />
      {site?.turnstile ? <TurnstileWidget siteKey={site.turnstileSiteKey} onToken={setTurnstile} /> : null}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth:reset.submit')}
      </Button>
      <Link component={RouterLink} to={authPaths.signIn()} variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:reset.back')}
      </Link>
    </Stack>
  );
}
