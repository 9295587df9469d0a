import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { VerifyFormSchema } from '#client/auth/form-schemas.ts';
import type { VerifyForm } from '#client/auth/form-schemas.ts';
import { SendCodeButton } from '#client/auth/send-code-button.tsx';
import { TurnstileWidget } from '#client/auth/turnstile.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { AUTH_LAYOUT_ID } from '#client/layouts/auth/auth-layout.tsx';
import type { AuthSite } from '#client/layouts/auth/auth-layout.tsx';
import { AuthFormHeader } from '#client/auth/auth-form-header.tsx';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';

/**
 * E-mail verification before sign-up: the gateway mails a six-digit code; the address and code
 * then go with the sign-up form, where the gateway checks them.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom']);
  const site = useRouteLoaderData<AuthSite>(AUTH_LAYOUT_ID);
  const navigate = useNavigate();
  const authPaths = useAuthPaths();
  const [turnstile, setTurnstile] = useState<string | null>(null);
  const form = useForm<VerifyForm>({
    resolver: zodResolver(VerifyFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { email: '', code: '' },
  });
  const field = fieldBinder(form.control, t);
  const email = useWatch({ control: form.control, name: 'email' });

  const handleSubmit = form.handleSubmit(async ({ email, code }) => {
    await navigate(authPaths.signUp({ email, code }));
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <AuthFormHeader title={t('auth:verify.title')} description={t('auth:verify.description')} />
      <FormTextField {...field('email', 'auth:fields.email')} type="email" autoComplete="email" autoFocus />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField {...field('code', 'auth:fields.code')} autoComplete="one-time-code" />
        <SendCodeButton email={email} turnstile={turnstile} />
      </Stack>
      {site?.turnstile ? <TurnstileWidget siteKey={site.turnstileSiteKey} onToken={setTurnstile} /> : null}
      <Button type="submit" variant="contained" size="large">
        {t('auth:verify.submit')}
      </Button>
    </Stack>
  );
}
