import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/token.ts';

interface KeyDeleteDialogProps {
  token: Token | null;
  onCancel(): void;
  onConfirm(token: Token): Promise<unknown>;
}

/** Asks before a key is deleted: apps using it stop working at once. */
export function KeyDeleteDialog({ token, onCancel, onConfirm }: KeyDeleteDialogProps) {
  const { t } = useTranslation('token');
  const [busy, setBusy] = useState(false);
  // The last key stays while the dialog fades out.
  const [shown, setShown] = useState(token);
  if (token && token !== shown) setShown(token);
  return (
    <Dialog open={token !== null} onClose={onCancel} aria-labelledby="key-delete-title">
      <DialogTitle id="key-delete-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.body', { name: shown?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('delete.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={busy}
          onClick={() => {
            if (!token) return;
            setBusy(true);
            void onConfirm(token).finally(() => setBusy(false));
          }}
        >
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
