import { useId } from 'react';
import type { ChangeEvent, HTMLInputTypeAttribute, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** A form library's blur handler (marks the field touched). */
  onBlur?: () => void;
  /** Lets a form library focus the field (the first invalid one on submit). */
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Several lines (a description); grows from `minRows`. */
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  /** The on-screen keyboard a phone shows (`numeric`, `decimal`). */
  inputMode?: 'numeric' | 'decimal';
}

const SHRUNK_TYPES = new Set<HTMLInputTypeAttribute>(['date', 'datetime-local', 'time', 'month', 'week']);

/**
 * An outlined text field with label and helper text. MUI's TextField would also bring Select
 * (menus, popovers, modals) into every form page's bundle; this is the part forms use.
 */
export function TextInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error = false,
  helperText,
  type = 'text',
  autoComplete,
  autoFocus,
  multiline,
  minRows,
  placeholder,
  inputMode,
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      {/* Date and time inputs always show their own placeholder: the label stays above it. */}
      <InputLabel htmlFor={id} {...(SHRUNK_TYPES.has(type) ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        {...(inputRef ? { inputRef } : {})}
        {...(autoComplete ? { autoComplete } : {})}
        {...(autoFocus ? { autoFocus } : {})}
        {...(multiline ? { multiline, minRows } : {})}
        {...(placeholder ? { placeholder } : {})}
        {...(inputMode ? { inputProps: { inputMode } } : {})}
        {...(helperText ? { 'aria-describedby': helperId } : {})}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
