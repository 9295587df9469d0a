import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { AUTH_LAYOUT_ID } from '#client/layouts/auth/auth-layout.tsx';
import type { AuthSite } from '#client/layouts/auth/auth-layout.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { signIn, signUp } from './auth-api.ts';
import type { SignInMethod } from './auth-api.ts';
import { signUpFormSchema } from './form-schemas.ts';
import type { SignUpForm } from './form-schemas.ts';
import { SignInMethods } from './sign-in-methods.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { TurnstileWidget } from './turnstile.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { AuthFormHeader } from './auth-form-header.tsx';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

/**
 * Sign-up: the gateway's limits checked in the form, the e-mail code when the gateway requires
 * it, Turnstile when enabled, the inviter's code sent along; then signed in with `method`.
 */
export function SignUpView({ method }: { method: SignInMethod }) {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom', 'error']);
  const site = useRouteLoaderData<AuthSite>(AUTH_LAYOUT_ID);
  const { search } = useLocation();
  const authPaths = useAuthPaths();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [turnstile, setTurnstile] = useState<string | null>(null);
  const needsEmail = site?.emailVerification ?? false;
  const schema = useMemo(() => signUpFormSchema(needsEmail), [needsEmail]);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(schema, { error: zodErrorMap(t) }),
    // The verification page hands over the checked address and code.
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      email: params.get('email') ?? '',
      verification_code: params.get('code') ?? '',
    },
  });
  const email = useWatch({ control: form.control, name: 'email' });

  const handleSubmit = form.handleSubmit(async ({ username, password, email, verification_code }) => {
    if (site?.turnstile && !turnstile) return form.setError('root', { message: t('auth:turnstile.required') });
    try {
      await signUp(
        browserApi(),
        { username, password, ...(email ? { email } : {}), ...(verification_code ? { verification_code } : {}) },
        turnstile,
      );
      await completeSignIn(await signIn(browserApi(), method, { username, password }));
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)}>
      <AuthFormHeader title={t('auth:signup.title')} description={t('auth:signup.welcome')} error={form.formState.errors.root?.message} />
      <FormTextField control={form.control} name="username" label={t('auth:fields.username')} autoComplete="username" autoFocus />
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth:fields.password')}
        type="password"
        autoComplete="new-password"
        helperText={t('auth:signup.passwordHint')}
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label={t('auth:fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      {/* Only with e-mail verification: without it one-hub drops the address at registration
          (controller/user.go Register), and "forgot password" later says it is not registered.
          The profile binds one afterwards. */}
      {needsEmail ? (
        <FormTextField control={form.control} name="email" label={t('auth:fields.email')} type="email" autoComplete="email" />
      ) : null}
      {needsEmail ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField control={form.control} name="verification_code" label={t('auth:fields.code')} autoComplete="one-time-code" />
          <SendCodeButton email={email} turnstile={turnstile} />
        </Stack>
      ) : null}
      {site?.turnstile ? <TurnstileWidget siteKey={site.turnstileSiteKey} onToken={setTurnstile} /> : null}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth:signup.submit')}
      </Button>
      {site ? <SignInMethods site={site} method={method} /> : null}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:signup.haveAccount')}{' '}
        <Link component={RouterLink} to={`${authPaths.signIn()}${search}`}>
          {t('auth:signup.signIn')}
        </Link>
      </Typography>
    </Stack>
  );
}
