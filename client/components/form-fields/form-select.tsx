import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import type { ListFilterOption } from '#client/components/list-toolbar/list-filter.tsx';

interface FormSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly ListFilterOption[];
  /**
   * Instead of setting the field as chosen: `set` sets it (a choice that changes other fields
   * first, e.g. a payment type switching its config).
   */
  onChoose?(value: string, set: (value: string) => void): void;
}

/** A native select bound to a text field of a react-hook-form form (the lists' `ListFilter`, full width). */
export function FormSelect<T extends FieldValues>({ control, name, label, options, onChoose }: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ListFilter
          fullWidth
          name={field.name}
          label={label}
          value={field.value}
          options={options}
          onChange={(value) => (onChoose ? onChoose(value, field.onChange) : field.onChange(value))}
        />
      )}
    />
  );
}
