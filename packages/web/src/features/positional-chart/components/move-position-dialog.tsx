import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Position } from '@performa/contracts/api/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdatePosition } from '../api/update-position.ts';

interface MovePositionDialogProps {
  position: Position;
  parent: Position;
  onClose: () => void;
  /** Called with the moved position (the chart brings it into view). */
  onSaved?: (position: Position) => void;
}

/** After a box was dropped onto another: confirm that `position` now reports to `parent`. */
export function MovePositionDialog({ position, parent, onClose, onSaved }: MovePositionDialogProps) {
  const { t } = useTranslation();
  const update = useUpdatePosition();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: position.id, body: { name: position.name, department_id: position.department_id, parent_id: parent.id } });
      notify.success(t('positionalChart.moved'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // A cycle arrives as a field error on parent_id: there is no field here, so it shows above the buttons.
      setFailure(isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat().join(' ') : errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} data-testid="move-position-dialog">
      <DialogTitle>{t('positionalChart.moveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{t('positionalChart.moveWhat', { name: position.name, parent: parent.name })}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="move-position-error">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={update.isPending} data-testid="move-position-confirm">
          {t('positionalChart.moveConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
