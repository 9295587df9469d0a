import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

/** What a confirmation asks; null while nothing is asked. Every text is translated by the caller. */
export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what cannot be taken back (deleting), the primary colour otherwise. */
  destructive: boolean;
  /** Runs on confirm; the dialog shows progress meanwhile and closes when it resolves. */
  run(): Promise<void>;
}

interface ConfirmActionDialogProps {
  request: ConfirmRequest | null;
  cancelLabel: string;
  onClose(): void;
}

/**
 * Asks before an action (a delete, a batch change naming how many rows it touches). A lazy
 * module: pages render it inside `WhenOpened`. The last request stays on screen while the
 * dialog fades out.
 */
export function ConfirmActionDialog({ request, cancelLabel, onClose }: ConfirmActionDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  async function confirm() {
    if (!request) return;
    setBusy(true);
    try {
      await request.run();
    } finally {
      setBusy(false);
      onClose();
    }
  }
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          color={shown?.destructive ? 'error' : 'primary'}
          variant="contained"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="confirm-action"
        >
          {shown?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
