import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'inputRef'> {
  label: string;
  helperText?: string;
}

/**
 * An outlined text field with label and helper text, like MUI's TextField without its `select`
 * mode: TextField imports Select, Menu, Popover and Modal, which the login page can do without.
 * `required` marks the label with an asterisk and the input as required, as TextField's does.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, helperText, error, required, id, fullWidth = true, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...rest} id={inputId} label={label} inputRef={ref} error={error} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
