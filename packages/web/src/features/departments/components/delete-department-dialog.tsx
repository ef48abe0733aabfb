import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Department } from '@performa/contracts/api/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteDepartment } from '../api/delete-department.ts';

/** Confirms and deletes a department; the server's refusal (409 while it is in use) shows in the dialog. */
export function DeleteDepartmentDialog({ department, onClose }: { department: Department; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDepartment();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(department.id);
      notify.success(t('common.deleted'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog open onClose={onClose} onConfirm={() => void confirm()} busy={remove.isPending}>
      <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>{t('departments.deleteWhat', { name: department.name })}</Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-department-error">
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
