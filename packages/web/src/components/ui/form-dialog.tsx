import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button.tsx';

export interface FormDialogProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The form is being sent: the dialog does not close and its buttons are disabled. */
  busy: boolean;
  /** A message that belongs to no field (the server's other refusal), shown above the fields. */
  failure?: string | null;
  /** The submit button's text; when not given "Create" for a dialog that `creates` a record, else "Save". */
  submitLabel?: string;
  /** The dialog creates a record (rather than changing one): its submit button says "Create". */
  creates?: boolean;
  /** A text above the fields that says what the dialog does. */
  intro?: string;
  /** Test ids: `<testId>` on the dialog, `<testId>-submit` on the submit button, `<testId>-error` on the failure. */
  testId: string;
  /** Test ids that do not follow the `<testId>-…` pattern. */
  submitTestId?: string;
  cancelTestId?: string;
  failureTestId?: string;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A dialog that is a form: title, the server's other refusal, an intro, the fields stacked, Cancel and a
 * submit button that shows when it is busy. Put the server's field errors on the fields with lib/forms;
 * `useFormDialog` (use-form-dialog.ts) gives a form's onSubmit, onClose, busy and failure at once.
 */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  busy,
  failure,
  submitLabel,
  creates = false,
  intro,
  testId,
  submitTestId,
  cancelTestId,
  failureTestId,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      data-testid={testId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" data-testid={failureTestId ?? `${testId}-error`}>
              {failure}
            </Alert>
          )}
          {intro && <DialogContentText>{intro}</DialogContentText>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} data-testid={cancelTestId}>
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={busy} data-testid={submitTestId ?? `${testId}-submit`}>
          {submitLabel ?? t(creates ? 'common.create' : 'common.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
