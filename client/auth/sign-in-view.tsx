import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useRouteLoaderData } from 'react-router';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { AUTH_LAYOUT_ID } from '#client/layouts/auth/auth-layout.tsx';
import type { AuthSite } from '#client/layouts/auth/auth-layout.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { signIn } from './auth-api.ts';
import type { SignInMethod } from './auth-api.ts';
import { SignInFormSchema } from './form-schemas.ts';
import type { SignInForm } from './form-schemas.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SignInMethods } from './sign-in-methods.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { AuthFormHeader } from './auth-form-header.tsx';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

/** The sign-in form of either method; a failure keeps what was typed and shows the gateway's message. */
export function SignInView({ method }: { method: SignInMethod }) {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom', 'error']);
  const site = useRouteLoaderData<AuthSite>(AUTH_LAYOUT_ID);
  const { search } = useLocation();
  const authPaths = useAuthPaths();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SignInForm>({
    resolver: zodResolver(SignInFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { username: '', password: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await completeSignIn(await signIn(browserApi(), method, values));
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      <AuthFormHeader title={t('auth:login.title')} description={t('auth:login.welcome')} error={form.formState.errors.root?.message} />
      <FormTextField
        control={form.control}
        name="username"
        label={t('auth:fields.usernameOrEmail')}
        autoComplete="username webauthn"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth:fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <Link component={RouterLink} to={pathOf('resetPassword')} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {t('auth:login.forgot')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth:login.submit')}
      </Button>
      {/* The passkey button is a full-width method of its own, above the providers. */}
      {site ? (
        <SignInMethods site={site} method={method}>
          <PasskeySignIn method={method} />
        </SignInMethods>
      ) : (
        <PasskeySignIn method={method} />
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:login.noAccount')}{' '}
        <Link component={RouterLink} to={authPaths.signUp(new URLSearchParams(search))}>
          {t('auth:login.signUp')}
        </Link>
      </Typography>
    </Stack>
  );
}
