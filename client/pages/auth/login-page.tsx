import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { createApiClient } from '../../../shared/api/client.ts';
import { LoginBodySchema } from '../../../shared/api/schemas/auth.ts';
import { LoginUserSchema, UserSchema } from '../../../shared/api/schemas/user.ts';
import { safeReturnTo } from '../../../shared/return-to.ts';
import { usePublicConfig } from '../../app/public-config-context.ts';
import { TextInput } from '../../components/text-input/text-input.tsx';
import { useSetSession } from '../../session/session-store.ts';

type Field = 'username' | 'password';

/** Sign-in with username (or e-mail) and password against the gateway's session cookie. */
export function Component() {
  const { t } = useTranslation('auth');
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSetSession();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { username: values.username.trim(), password: values.password };
    const parsed = LoginBodySchema.safeParse(body);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] = t('login.required');
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError('');
    setPending(true);
    const api = createApiClient({ baseUrl: '' });
    try {
      await api.post('/api/user/login', parsed.data, LoginUserSchema);
      setSession(await api.get('/api/user/self', UserSchema));
      await navigate(safeReturnTo(params.get('returnTo'), config.defaultPath), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('login.failed'));
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name] ?? ' ',
    label: t(`login.${name}`),
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(e)}>
      <Typography variant="h3" component="h1">
        {t('login.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('login.welcome')}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TextInput {...field('username')} autoComplete="username" autoFocus />
      <TextInput {...field('password')} type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" loading={pending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
