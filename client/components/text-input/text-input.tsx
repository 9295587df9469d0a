import { useId } from 'react';
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: boolean;
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Several lines (a description); grows from `minRows`. */
  multiline?: boolean;
  minRows?: number;
}

/**
 * An outlined text field with label and helper text. MUI's TextField would also bring Select
 * (menus, popovers, modals) into every form page's bundle; this is the part forms use.
 */
export function TextInput({
  name,
  label,
  value,
  onChange,
  error = false,
  helperText,
  type = 'text',
  autoComplete,
  autoFocus,
  multiline,
  minRows,
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        {...(autoComplete ? { autoComplete } : {})}
        {...(autoFocus ? { autoFocus } : {})}
        {...(multiline ? { multiline, minRows } : {})}
        {...(helperText ? { 'aria-describedby': helperId } : {})}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
