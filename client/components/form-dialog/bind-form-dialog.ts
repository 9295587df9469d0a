import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a save answers the dialog: a refusal to show above the fields (the form keeps what was
 * typed), `false` to stay open without one (nothing was sent), anything else closes it.
 */
export type DialogSaveResult = string | false | null | undefined;

/**
 * The `FormDialog` props that follow from its react-hook-form form: the last refusal, busy while
 * saving, and a submit that validates, runs `save` and closes the dialog unless it was refused.
 * Every create/edit dialog of the console had these five lines of its own.
 */
export function bindFormDialog<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: T) => Promise<DialogSaveResult>,
  onClose: () => void,
) {
  const submit = form.handleSubmit(async (values) => {
    const refusal = await save(values);
    if (typeof refusal === 'string' && refusal !== '') form.setError('root', { message: refusal });
    else if (refusal !== false) onClose();
  });
  return {
    error: form.formState.errors.root?.message,
    submitting: form.formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    onClose,
  };
}
