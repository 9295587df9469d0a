import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';

/** The dialog's main button: a click, or the submit of its form when the dialog has `onSubmit`. */
export interface DialogAction {
  label: ReactNode;
  onClick?(): void;
  /** Red for what cannot be taken back, orange for stopping, the primary colour otherwise. */
  color?: 'primary' | 'error' | 'warning';
  variant?: 'contained' | 'outlined';
  disabled?: boolean;
  /** Shows progress on the button (the work it started is running). */
  loading?: boolean;
  testId?: string;
}

interface ActionDialogProps {
  title: ReactNode;
  onClose(): void;
  /** The cancel or close button's text. */
  closeLabel: string;
  /** While true the dialog cannot be dismissed: no backdrop or Escape close, the close button off. */
  busy?: boolean;
  action?: DialogAction | undefined;
  /** A refusal to show above the content (what was typed stays). */
  error?: string | null | undefined;
  /** The content is a form: the action submits it (validated by the caller, `noValidate`). */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Lines above and below a long content. */
  dividers?: boolean;
  /** `data-testid` of the form, or of the dialog when it has no form. */
  testId?: string | undefined;
  open?: boolean;
  children: ReactNode;
}

/**
 * The shell of every dialog that ends in one action (test, run a batch, sync, confirm, save a
 * form): the title it is labelled by, a refusal on top, the content, then close and the action.
 * Busy, it stays open and its action shows progress, so a slow gateway cannot be left half-done
 * by a stray click.
 */
export function ActionDialog({
  title,
  onClose,
  closeLabel,
  busy = false,
  action,
  error,
  onSubmit,
  maxWidth = 'xs',
  dividers = false,
  testId,
  open = true,
  children,
}: ActionDialogProps) {
  const titleId = useId();
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {closeLabel}
        </Button>
        {action ? (
          <Button
            type={onSubmit ? 'submit' : 'button'}
            variant={action.variant ?? 'contained'}
            color={action.color ?? 'primary'}
            disabled={action.disabled ?? false}
            loading={action.loading ?? busy}
            {...(action.onClick ? { onClick: action.onClick } : {})}
            {...(action.testId ? { 'data-testid': action.testId } : {})}
          >
            {action.label}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
  const dialogTestId = !onSubmit && testId ? { 'data-testid': testId } : {};
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId} {...dialogTestId}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} {...(testId ? { 'data-testid': testId } : {})}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
