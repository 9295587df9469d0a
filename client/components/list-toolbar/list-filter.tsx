import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

/** One choice of a list filter, already translated. */
export interface ListFilterOption {
  value: string;
  label: string;
}

interface ListFilterProps {
  label: string;
  value: string;
  name: string;
  options: readonly ListFilterOption[];
  onChange(value: string): void;
  /** As wide as its container (a form field rather than a toolbar filter). */
  fullWidth?: boolean;
}

/**
 * A labelled filter select of a list's toolbar. Native: MUI's Select would bring its menu,
 * popover and modal into the page's first load.
 */
export function ListFilter({ label, value, name, options, onChange, fullWidth = false }: ListFilterProps) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} id={id} name={name} />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
