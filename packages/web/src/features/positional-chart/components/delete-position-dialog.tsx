import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Position } from '@performa/contracts/api/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeletePosition } from '../api/delete-position.ts';

/** Confirms and deletes a position; the server's refusal (409 while employees hold it) shows in the dialog. */
export function DeletePositionDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePosition();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(position.id);
      notify.success(t('common.deleted'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog open onClose={onClose} onConfirm={() => void confirm()} busy={remove.isPending}>
      <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>{t('positionalChart.deleteWhat', { name: position.name })}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-position-error">
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
