import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface ListFilterProps {
  label: string;
  value: string;
  name: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

/**
 * One filter of a list toolbar. A native select: MUI's Select would bring its menu, popover and
 * modal into the page's first load.
 */
export function ListFilter({ label, value, name, options, onChange }: ListFilterProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
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
