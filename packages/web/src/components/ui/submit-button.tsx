import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'startIcon'> {
  /** The form is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
}

/** A form's contained submit button, disabled with a spinner while the form is sent. */
export function SubmitButton({ busy, disabled = false, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    />
  );
}
