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
import { z } from 'zod/mini';
import { errorMessage } from '../../../forms/error-message.ts';
import { FormTextField } from '../../../forms/form-text-field.tsx';
import { zodErrorMap } from '../../../forms/zod-error-map.ts';
import { browserApi } from '../../../session/credentials.ts';
import { WeChatBindFormSchema } from './profile-schemas.ts';
import type { WeChatBindForm } from './profile-schemas.ts';

/** WeChat: scan the official account's QR code, send it a message, type the code it replies with. */
export function WeChatBindDialog({
  open,
  qrCode,
  onClose,
  onBound,
}: {
  open: boolean;
  qrCode: string;
  onClose(): void;
  onBound(): Promise<void>;
}) {
  const { t } = useTranslation(['profile', 'zod', 'zod_custom', 'error']);
  const titleId = useId();
  const form = useForm<WeChatBindForm>({
    resolver: zodResolver(WeChatBindFormSchema, { error: zodErrorMap(t) }),
    defaultValues: { code: '' },
  });
  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await browserApi().get('/api/oauth/wechat/bind', z.unknown(), { code });
      form.reset({ code: '' });
      await onBound();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('profile:bindings.wechat.bind')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="wechat-bind-form"
          noValidate
          spacing={2}
          sx={{ pt: 1, alignItems: 'center' }}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {qrCode ? (
            <Box
              component="img"
              src={qrCode}
              alt={t('profile:bindings.wechat.qrAlt')}
              sx={{ width: 200, height: 200, objectFit: 'contain' }}
            />
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile:bindings.wechat.help')}
          </Typography>
          {form.formState.errors.root?.message ? (
            <Alert severity="error" sx={{ width: 1 }}>
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          <FormTextField
            control={form.control}
            name="code"
            label={t('profile:bindings.wechat.code')}
            autoComplete="one-time-code"
            autoFocus
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile:confirm.cancel')}</Button>
        <Button type="submit" form="wechat-bind-form" variant="contained" loading={form.formState.isSubmitting}>
          {t('profile:bindings.wechat.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
