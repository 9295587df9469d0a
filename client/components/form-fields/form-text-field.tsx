import type { HTMLInputTypeAttribute } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInput } from '#client/components/text-input/text-input.tsx';

interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
  /** Several lines (a description, a list one per line), three high unless `minRows` says otherwise. */
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A text input bound to a string field of a react-hook-form form, showing its translated zod
 * error below it (or the hint while it is valid). Every form of the console uses it.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  helperText,
  multiline,
  minRows = 3,
  placeholder,
  inputMode,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          name={field.name}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          {...(type ? { type } : {})}
          {...(autoComplete ? { autoComplete } : {})}
          {...(autoFocus ? { autoFocus } : {})}
          {...(multiline ? { multiline, minRows } : {})}
          {...(placeholder ? { placeholder } : {})}
          {...(inputMode ? { inputMode } : {})}
        />
      )}
    />
  );
}
