import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface FormDialogProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  /** A message that belongs to no field (shown above the fields). */
  failure: string | null;
  submitLabel: string;
  testId: string;
  children: ReactNode;
}

/** The frame of the period and round dialogs: title, the server's other errors, fields, cancel and submit. */
export function FormDialog({ title, onSubmit, onClose, busy, failure, submitLabel, testId, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <SubmitButton busy={busy} data-testid={`${testId}-submit`}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
