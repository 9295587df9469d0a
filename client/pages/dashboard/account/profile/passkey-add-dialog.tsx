import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { PASSKEY_ALIAS_MAX } from '#shared/api/schemas/webauthn.ts';
import { browserSupportsWebAuthn, registerPasskey } from '#client/auth/passkey-ceremony.ts';
import { passkeyErrorMessage } from '#client/auth/passkey-errors.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { browserApi } from '#client/session/credentials.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';

const AliasFormSchema = z.object({ alias: z.string().check(z.trim(), z.maxLength(PASSKEY_ALIAS_MAX)) });
type AliasForm = z.infer<typeof AliasFormSchema>;

/**
 * "Add a passkey": a name, then the browser's own dialog. A browser without WebAuthn is told so
 * before it tries; a cancelled dialog or the gateway's refusal stays in the form, what was typed
 * kept. Lazy: @simplewebauthn/browser comes with it.
 */
export function PasskeyAddDialog({ onClose, onAdded }: { onClose(): void; onAdded(): Promise<void> }) {
  const { t } = useTranslation(['profile', 'auth', 'zod', 'zod_custom', 'error']);
  const supported = browserSupportsWebAuthn();
  const form = useForm<AliasForm>({ resolver: zodResolver(AliasFormSchema, { error: zodErrorMap(t) }), defaultValues: { alias: '' } });

  const submit = form.handleSubmit(async ({ alias }) => {
    try {
      await registerPasskey(browserApi(), alias);
      await onAdded();
    } catch (error) {
      const message = passkeyErrorMessage(error, t);
      if (message) form.setError('root', { message });
    }
  });
  const field = fieldBinder(form.control, t);

  return (
    <FormDialog
      title={t('profile:passkeys.add')}
      error={form.formState.errors.root?.message}
      submitLabel={t('profile:passkeys.create')}
      cancelLabel={t('profile:confirm.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      testId="passkey-add-form"
      saveTestId="passkey-create"
    >
      {supported ? (
        <DialogContentText sx={{ mb: 2 }}>{t('profile:passkeys.addBody')}</DialogContentText>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="passkey-unsupported">
          {t('auth:passkey.errors.unsupportedBrowser')}
        </Alert>
      )}
      <FormTextField {...field('alias', 'profile:passkeys.alias', 'profile:passkeys.aliasHelp')} autoFocus />
    </FormDialog>
  );
}
