import type { Department } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { useDeleteDepartment } from '../api/delete-department.ts';

/** Confirms and deletes a department; the server's refusal (409 while it is in use) shows in the dialog. */
export function DeleteDepartmentDialog({ department, onClose }: { department: Department; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDepartment();
  return (
    <DeleteConfirmDialog
      description={t('departments.deleteWhat', { name: department.name })}
      onDelete={() => remove.mutateAsync(department.id)}
      busy={remove.isPending}
      onClose={onClose}
      errorTestId="delete-department-error"
    />
  );
}
