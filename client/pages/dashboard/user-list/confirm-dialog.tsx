import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** What to ask: the texts, and whether the action destroys something (a red button). */
export interface ConfirmRequest {
  title: string;
  body: string;
  confirm: string;
  destructive: boolean;
  run(): Promise<unknown>;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose(): void;
}

/** Asks before an action that cannot be undone or touches many users; closes when it has run. */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin_user');
  const [busy, setBusy] = useState(false);
  // The last request stays while the dialog fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onClose} aria-labelledby="user-confirm-title">
      <DialogTitle id="user-confirm-title">{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button
          color={shown?.destructive ? 'error' : 'primary'}
          variant="contained"
          loading={busy}
          onClick={() => {
            if (!request) return;
            setBusy(true);
            void request
              .run()
              .then(onClose)
              .finally(() => setBusy(false));
          }}
        >
          {shown?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
