import type { Position } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { useDeletePosition } from '../api/delete-position.ts';

/** Confirms and deletes a position; the server's refusal (409 while employees hold it) shows in the dialog. */
export function DeletePositionDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePosition();
  return (
    <DeleteConfirmDialog
      description={t('positionalChart.deleteWhat', { name: position.name })}
      onDelete={() => remove.mutateAsync(position.id)}
      busy={remove.isPending}
      onClose={onClose}
      errorTestId="delete-position-error"
    />
  );
}
