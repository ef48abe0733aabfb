import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { notify } from '../../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DeleteConfirmDialogProps {
  /** What is deleted and what follows from it, shown under "This action can not be reversed". */
  description: string;
  /** More about what goes with the record (e.g. the goals of a period), under the description. */
  details?: ReactNode;
  /** The delete call; a rejection (e.g. the server's 409 while the record is in use) shows in the dialog. */
  onDelete: () => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
  /** Test id of the alert that shows the server's refusal. */
  errorTestId: string;
}

/** Confirms and deletes a record: toasts "Deleted" and closes on success, shows the server's refusal in the dialog. */
export function DeleteConfirmDialog({ description, details, onDelete, busy, onClose, errorTestId }: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await onDelete();
      notify.success(t('common.deleted'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog open onClose={onClose} onConfirm={() => void confirm()} busy={busy}>
      <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>{description}</Typography>
      {details}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={errorTestId}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
