import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';

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
    <ActionDialog
      open={request !== null}
      title={shown?.title}
      closeLabel={cancelLabel}
      busy={busy}
      action={{
        label: shown?.confirmLabel,
        color: shown?.destructive ? 'error' : 'primary',
        onClick: () => void confirm(),
        testId: 'confirm-action',
      }}
      onClose={onClose}
    >
      <DialogContentText>{shown?.body}</DialogContentText>
    </ActionDialog>
  );
}
