import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What `FormTextField`, `FormSelect` and `FormSwitch` take from the form they belong to. */
export interface BoundField<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
}

/**
 * The props every field of one form repeats: the form's control, its name, and the label and hint
 * read from the locale. `const field = fieldBinder(form.control, t)`, then
 * `<FormTextField {...field('amount', 'inviter:adjust.amount', 'inviter:adjust.amountHint')} />`.
 * The keys stay literal at the call, so the key check (`tests/unit/translation-keys`) still reads them.
 */
export function fieldBinder<T extends FieldValues>(control: Control<T>, t: (key: string) => string) {
  return (name: FieldPath<T>, labelKey: string, hintKey?: string): BoundField<T> => ({
    control,
    name,
    label: t(labelKey),
    ...(hintKey ? { helperText: t(hintKey) } : {}),
  });
}
