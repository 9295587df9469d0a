import type { FormEvent, ReactNode } from 'react';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';

/** Two columns from the small breakpoint up, for the short fields of a form dialog. */
export const FORM_GRID_SX = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface FormDialogProps {
  title: string;
  /** The gateway's refusal of the last save (the form keeps what was typed). */
  error?: string | undefined;
  submitLabel: string;
  cancelLabel: string;
  submitting: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  /** `data-testid` of the form. */
  testId?: string;
  /** `data-testid` of the submit button. */
  saveTestId?: string;
  /** `md` for the long forms (a channel). */
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * The dialog every create/edit form of the console sits in: a title, the gateway's refusal on
 * top, the fields, and cancel / submit (busy while saving). The form validates itself
 * (`noValidate`: zod's errors in the user's language, not the browser's).
 */
export function FormDialog({
  title,
  error,
  submitLabel,
  cancelLabel,
  submitting,
  onSubmit,
  onClose,
  testId,
  saveTestId,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  return (
    <ActionDialog
      title={title}
      error={error}
      closeLabel={cancelLabel}
      busy={submitting}
      action={{ label: submitLabel, ...(saveTestId ? { testId: saveTestId } : {}) }}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth={maxWidth}
      dividers
      testId={testId}
    >
      {children}
    </ActionDialog>
  );
}
