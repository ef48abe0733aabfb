import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface FormDialogProps {
  title: string;
  onSubmit: FormEventHandler;
  onClose: () => void;
  busy: boolean;
  /** Test ids: `${testId}` on the dialog, `${testId}-submit` on the button. */
  testId: string;
  submitLabel?: string;
  children: ReactNode;
}

/** A dialog that is a form: fields stacked, Cancel and a submit button that shows when it is busy. */
export function FormDialog({ title, onSubmit, onClose, busy, testId, submitLabel, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={busy} data-testid={`${testId}-submit`}>
          {submitLabel ?? t('common.save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
