import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called after the field changed (e.g. to fill a field the switch reveals). */
  onToggle?(checked: boolean): void;
}

/** A switch bound to a boolean field of a react-hook-form form. */
export function FormSwitch<T extends FieldValues>({ control, name, label, onToggle }: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ display: 'flex', width: 'fit-content' }}
          label={label}
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              onChange={(_event, checked) => {
                field.onChange(checked);
                onToggle?.(checked);
              }}
            />
          }
        />
      )}
    />
  );
}
