import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { WeChatCodeFormSchema } from './form-schemas.ts';
import type { WeChatCodeForm } from './form-schemas.ts';

interface WeChatCodeDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The gateway's `wechat_qrcode` (its official account); none is shown when it is empty. */
  qrCode: string;
  onClose(): void;
  /** Sends the code to the gateway; a rejection's message is shown in the dialog. */
  onCode(code: string): Promise<void>;
}

/**
 * WeChat sign-in and binding, as one-hub's dialog: scan the official account's QR code, send it
 * "验证码", type the code it replies with. The gateway's refusal stays in the dialog, as text.
 */
export function WeChatCodeDialog({ open, title, submitLabel, qrCode, onClose, onCode }: WeChatCodeDialogProps) {
  const { t } = useTranslation(['auth', 'zod', 'zod_custom', 'error']);
  const titleId = useId();
  const formId = useId();
  const form = useForm<WeChatCodeForm>({
    resolver: zodResolver(WeChatCodeFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { code: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
      form.reset({ code: '' });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1, alignItems: 'center' }}
          onSubmit={(event) => void handleSubmit(event)}
          data-testid="wechat-code-form"
        >
          {qrCode ? (
            <Box
              component="img"
              src={qrCode}
              alt={t('auth:wechat.qrAlt')}
              data-testid="wechat-qrcode"
              sx={{ width: 200, height: 200, maxWidth: 1, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1 }}
            />
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {t('auth:wechat.help')}
          </Typography>
          {form.formState.errors.root?.message ? (
            <Alert severity="error" sx={{ width: 1 }}>
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          <FormTextField
            control={form.control}
            name="code"
            label={t('auth:wechat.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auth:wechat.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
