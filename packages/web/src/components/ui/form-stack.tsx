import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';

export interface FormStackProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called as the user types (the sign-in pages start loading their lazy resolver). */
  onInput?: () => void;
  /** The form is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  submitLabel: string;
  /** Test ids: `<testId>-form` on the form, `<testId>-submit` on its button. */
  testId: string;
  children: ReactNode;
}

/** The form of a sign-in page (sign in, forgotten or new password): its fields one below the other, then a large submit button. */
export function FormStack({ onSubmit, onInput, busy, submitLabel, testId, children }: FormStackProps) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} onInput={onInput} spacing={2.5} data-testid={`${testId}-form`}>
      {children}
      <SubmitButton busy={busy} size="large" fullWidth data-testid={`${testId}-submit`}>
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
