import type { HTMLInputTypeAttribute } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInput } from '../components/text-input/text-input.tsx';

interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
}

/** A text input bound to a react-hook-form field, showing its translated zod error below it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  helperText,
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
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          {...(type ? { type } : {})}
          {...(autoComplete ? { autoComplete } : {})}
          {...(autoFocus ? { autoFocus } : {})}
        />
      )}
    />
  );
}
