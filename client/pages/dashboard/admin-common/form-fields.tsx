import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInput } from '../../../components/text-input/text-input.tsx';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  multiline?: boolean;
}

/** A text field bound to a string field of an admin form, showing its translated error. */
export function TextFieldFor<T extends FieldValues>({ control, name, label, helperText, multiline }: FieldProps<T>) {
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
          {...(multiline ? { multiline, minRows: 3 } : {})}
        />
      )}
    />
  );
}

/** A switch bound to a boolean field of an admin form. */
export function SwitchFor<T extends FieldValues>({ control, name, label }: Omit<FieldProps<T>, 'helperText'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ display: 'flex', width: 'fit-content' }}
          label={label}
          control={<Switch name={field.name} checked={field.value === true} onChange={(_event, checked) => field.onChange(checked)} />}
        />
      )}
    />
  );
}
