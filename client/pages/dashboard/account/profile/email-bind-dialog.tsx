import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SendCodeButton } from '#client/auth/send-code-button.tsx';
import { TurnstileWidget } from '#client/auth/turnstile.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { browserApi } from '#client/session/credentials.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { EmailBindFormSchema } from './profile-schemas.ts';
import type { EmailBindForm } from './profile-schemas.ts';

export interface TurnstileSite {
  enabled: boolean;
  siteKey: string;
}

/** Bind or change the e-mail: the address, a code mailed to it (Turnstile first when enabled), then the gateway checks both. */
export function EmailBindDialog({
  open,
  current,
  turnstile,
  onClose,
  onBound,
}: {
  open: boolean;
  current: string;
  turnstile: TurnstileSite;
  onClose(): void;
  onBound(): Promise<void>;
}) {
  const { t } = useTranslation(['profile', 'auth', 'zod', 'zod_custom', 'error']);
  const titleId = useId();
  const [token, setToken] = useState<string | null>(null);
  const form = useForm<EmailBindForm>({
    resolver: zodResolver(EmailBindFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { email: '', code: '' },
  });
  const field = fieldBinder(form.control, t);
  const email = useWatch({ control: form.control, name: 'email' });
  const handleSubmit = form.handleSubmit(async ({ email: address, code }) => {
    try {
      await browserApi().get('/api/oauth/email/bind', z.unknown(), { email: address, code });
      form.reset({ email: '', code: '' });
      await onBound();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{current ? t('profile:bindings.email.change') : t('profile:bindings.email.bind')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="email-bind-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => void handleSubmit(event)}
          data-testid="email-bind-form"
        >
          {form.formState.errors.root?.message ? <Alert severity="error">{form.formState.errors.root.message}</Alert> : null}
          <FormTextField {...field('email', 'auth:fields.email')} type="email" autoComplete="email" autoFocus />
          {turnstile.enabled ? <TurnstileWidget siteKey={turnstile.siteKey} onToken={setToken} /> : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField {...field('code', 'auth:fields.code')} autoComplete="one-time-code" />
            <SendCodeButton email={email} turnstile={token} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile:confirm.cancel')}</Button>
        <Button type="submit" form="email-bind-form" variant="contained" loading={form.formState.isSubmitting}>
          {t('profile:bindings.email.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
